// Screenshots of the main screens at 375 and 1280 px, into docs/screenshots/ (`npm run
// screenshots`; not part of npm test). Builds the sandbox preview into dist-screenshots
// (SCREENSHOTS_BUILD_DIR names another; SCREENSHOTS_REUSE_BUILD=1 skips the build), serves it on
// 127.0.0.1 (SCREENSHOTS_PORT, default 4480, --strictPort), and drives Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium). Each shot is the viewport only, as JPEG, to keep
// the files small.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.SCREENSHOTS_BUILD_DIR ?? 'dist-screenshots';
const port = Number(process.env.SCREENSHOTS_PORT ?? 4480);
const baseURL = `http://127.0.0.1:${String(port)}`;
const target = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const WIDTHS = [375, 1280];
const env = {
  ...process.env,
  VITE_API_MODE: 'sandbox',
  VITE_APP_ENV: 'test',
  VITE_SANDBOX_LATENCY_MS: '0',
};

/** What is shot, as whom: a demo member by the sandbox panel, or the prepaid card holder. */
const SHOTS = [
  { name: 'home', as: 'member', path: '/' },
  { name: 'overview', as: 'member', path: '/Overview' },
  { name: 'roaming', as: 'member', path: '/Roaming' },
  { name: 'mobile-rate-change', as: 'member', path: '/MobileRateChange' },
  { name: 'prepaid-home', as: 'prepaid', path: '/PrepaidLoginLogOut' },
];
const PREPAID_CARD = { phone: '0987000401', password: '2468' };

function build() {
  if (process.env.SCREENSHOTS_REUSE_BUILD === '1') return;
  const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function serve() {
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(baseURL)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the preview did not answer on ${baseURL}`);
}

/** Waits until the screen has loaded: a heading and no loading state. */
async function settled(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], .state--loading, .skeleton')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

async function signIn(page, as) {
  if (as === 'prepaid') {
    await page.goto('/PrepaidLoginLogOut');
    const main = page.getByRole('main');
    await main
      .locator('input[type="tel"], input[inputmode="numeric"]')
      .first()
      .fill(PREPAID_CARD.phone);
    await main.locator('input[type="password"]').first().fill(PREPAID_CARD.password);
    await main.locator('button[type="submit"]').first().click();
  } else {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
    await page.getByRole('button', { name: /Sign in as 王小明/ }).click();
  }
  await page.waitForLoadState('load');
  await settled(page);
}

build();
const server = await serve();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  mkdirSync(target, { recursive: true });
  for (const as of ['member', 'prepaid']) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: WIDTHS[0], height: 812 },
    });
    const page = await context.newPage();
    await signIn(page, as);
    for (const shot of SHOTS.filter((entry) => entry.as === as)) {
      await page.goto(shot.path);
      await settled(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
        await page.evaluate(() => document.fonts.ready);
        const path = `${target}${shot.name}-${String(width)}.jpg`;
        await page.screenshot({ path, type: 'jpeg', quality: 70 });
        console.log(`wrote ${path}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid);
}
