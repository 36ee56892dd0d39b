import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run against the production build over the sandbox, in Debian's Chromium
 * (browsers are not downloaded). CHROMIUM_PATH points at another binary; when neither exists,
 * Playwright's own browser is used where it is installed.
 */
const chromiumPath = process.env.CHROMIUM_PATH?.trim()
  ? process.env.CHROMIUM_PATH
  : '/usr/bin/chromium';
const executablePath = existsSync(chromiumPath) ? chromiumPath : undefined;
const onCi = Boolean(process.env.CI);
// E2E_PORT and E2E_OUT_DIR let several builds be tested side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const baseURL = `http://127.0.0.1:${port}`;
// `npm test` builds the sandbox bundle in a lane beside lint (scripts/build-e2e.mjs) and says so
// with E2E_PREBUILT=1: the web server then only serves it. Otherwise it builds first.
const prebuilt = process.env.E2E_PREBUILT === '1' && existsSync(join(outDir, 'index.html'));
// The live build behind real nginx and a carrier stub (e2e-nginx/hosting.ts starts both). The
// stub listens on E2E_STUB_PORT, by default the port after nginx's, so that a run given its own
// E2E_NGINX_PORT never shares a stub with another run; set here so the workers see it too.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4180);
process.env.E2E_STUB_PORT ??= String(nginxPort + 1);
const nginxBaseURL = `http://127.0.0.1:${String(nginxPort)}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: onCi,
  workers: 2,
  retries: onCi ? 1 : 0,
  reporter: 'list',
  // A journey signs in and walks several screens; on a busy two-core machine that can pass 30 s.
  timeout: 60_000,
  // Route chunks load lazily; on a busy two-core machine the first paint can take several seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the demo customers in once and saves their storage (e2e/auth.setup.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
    {
      name: 'nginx-setup',
      testDir: 'e2e-nginx',
      testMatch: /hosting\.setup\.ts/,
      teardown: 'nginx-teardown',
    },
    { name: 'nginx-teardown', testDir: 'e2e-nginx', testMatch: /hosting\.teardown\.ts/ },
    {
      name: 'nginx',
      testDir: 'e2e-nginx',
      dependencies: ['nginx-setup'],
      use: { ...devices['Desktop Chrome'], baseURL: nginxBaseURL },
    },
  ],
  webServer: {
    command: `${prebuilt ? '' : 'node scripts/build-e2e.mjs sandbox && '}npx vite preview --outDir ${outDir} --host 127.0.0.1 --port ${port} --strictPort`,
    env: {
      // The documented 8 KB launch payload makes a URL of about 16.4 KB: over Node's 16 KB default.
      NODE_OPTIONS: '--max-http-header-size=65536',
    },
    url: baseURL,
    reuseExistingServer: !onCi,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
