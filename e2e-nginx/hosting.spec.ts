import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { contentSecurityPolicy } from '../deploy/settings.mjs';
import zhPrepaid from '../src/i18n/locales/zh-TW/prepaid.json' with { type: 'json' };
import { hostedBuildDir, hostingSettings, portalOrigin, stubOrigin } from './hosting';
import { launchHex, memberToken } from './stub/stubClient.mjs';
import { expectPageNumber } from '../e2e/support';

/**
 * The live build behind real nginx (deploy/nginx/) under its production headers, against the
 * carrier stub. Every test fails on any Content-Security-Policy or Trusted Types violation (the
 * document's securitypolicyviolation events, from before the app's first script) and on any page
 * error or console error other than a failed call the screens handle.
 */
interface Fixtures {
  violations: string[];
}

const test = base.extend<Fixtures>({
  violations: [
    async ({ context }, use) => {
      const seen: string[] = [];
      await context.exposeFunction('reportPolicyViolation', (text: string) => {
        seen.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (
            window as unknown as { reportPolicyViolation: (text: string) => Promise<void> }
          ).reportPolicyViolation;
          void report(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`);
        });
      });
      context.on('weberror', (error) => seen.push(`page error: ${error.error().message}`));
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const fromStub = message.location().url.startsWith(stubOrigin);
        if (fromStub && text.startsWith('Failed to load resource')) return;
        seen.push(`console error: ${text}`);
      });
      await use(seen);
      expect(seen, 'CSP or Trusted Types violations, page or console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Journeys that are not about the announcement popup keep it away. */
async function withoutAnnouncements(page: Page): Promise<void> {
  await page.route(`${stubOrigin}/api/Announcement/SitecoreAnnouncement`, (route) =>
    route.fulfill({ json: { result: 1, data: [] } }),
  );
}

test.describe('the live build behind nginx', () => {
  // One stub serves every test: in order, in one worker, so no journey signs another one out.
  test.describe.configure({ mode: 'default' });

  test('sends the security headers, the policy written from the build settings', async ({
    request,
  }) => {
    const index = await request.get('/');
    expect(index.status()).toBe(200);
    const headers = index.headers();
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy(hostingSettings));
    expect(headers['content-security-policy']).toContain(`connect-src 'self' ${stubOrigin}`);
    expect(headers['content-security-policy']).toContain(
      "script-src 'self' https://chat.carrier.example",
    );
    expect(headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://app.carrier.example",
    );
    expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
  });

  test('falls back to the shell for routes, caches hashed assets for good, hides /.vite/', async ({
    request,
  }) => {
    const route = await request.get('/PrepaidTopUp?x=1');
    expect(route.status()).toBe(200);
    expect(route.headers()['content-type']).toContain('text/html');
    expect(route.headers()['cache-control']).toBe('no-cache');
    const html = await route.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
    const missing = await request.get('/assets/not-there.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  test("serves the build's precompressed assets: brotli where accepted, else gzip", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const original = readFileSync(join(hostedBuildDir, script));
    for (const [accepted, encoding, suffix] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
    ] as const) {
      const asset = await request.get(script, { headers: { 'Accept-Encoding': accepted } });
      expect(asset.status()).toBe(200);
      expect(asset.headers()['content-encoding']).toBe(encoding);
      expect(asset.headers().vary).toContain('Accept-Encoding');
      expect(Number(asset.headers()['content-length'])).toBe(
        statSync(join(hostedBuildDir, `${script}${suffix}`)).size,
      );
      expect((await asset.body()).equals(original)).toBe(true);
    }
  });

  test('accepts the largest launch URL the portal documents (8 KB of JSON)', async ({ page }) => {
    await withoutAnnouncements(page);
    const payload = { source: 'APP', page: '/Roaming', pad: '' };
    payload.pad = 'x'.repeat(8 * 1024 - JSON.stringify(payload).length);
    const hex = launchHex(payload);
    expect(hex.length).toBe(16_384);
    const response = await page.goto(`/Roaming?appLaunch=${hex}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('home, with the announcement popup (DOMPurify through the Trusted Types policy)', async ({
    page,
  }) => {
    // index.html preloads the popup's two public reads; the app must take those responses, not
    // ask again (deploy/apiPreload.mjs).
    const publicReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(Http\/CurrentTime|Announcement\/SitecoreAnnouncement)$/.test(request.url())) {
        publicReads.push(new URL(request.url()).pathname);
      }
    });
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.announce-slide__content').first()).not.toBeEmpty();
    expect(publicReads.sort()).toEqual([
      '/api/Announcement/SitecoreAnnouncement',
      '/api/Http/CurrentTime',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/Login goes to the single sign-on host without a violation on the way', async ({
    page,
  }) => {
    await withoutAnnouncements(page);
    await page.goto('/Login');
    await page.waitForURL(`${stubOrigin}/member-site/SSO/Init?**`);
    expect(new URL(page.url()).searchParams.get('ReturnUrl')).toMatch(/^[0-9a-f]+$/);
  });

  test('/Bill for a visitor, then for a member opened from an app (embedded entry)', async ({
    page,
  }) => {
    await withoutAnnouncements(page);
    await page.goto('/Bill');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const token = await memberToken(stubOrigin, 'cust-wang');
    const hex = launchHex({
      source: 'APP',
      accountType: 'chtmember',
      account: 'wang.xiaoming',
      identifier: 'nginx-journey',
      token,
      page: '/Bill',
      deviceNo: '0912345678',
    });
    await page.goto(`/Bill?appLaunch=${hex}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectPageNumber(page, '0912345678');
  });

  test('/PrepaidLoginLogOut signs a holder in, /PrepaidTopUp tops up', async ({ page }) => {
    await withoutAnnouncements(page);
    await page.goto('/PrepaidLoginLogOut');
    const main = page.getByRole('main');
    await main.getByLabel(zhPrepaid.login.phone).fill('0987000401');
    await main.getByLabel(zhPrepaid.login.password).fill('2468');
    await main.getByRole('button', { name: zhPrepaid.login.submit }).click();
    // The function list (the login page has a top-up link of its own).
    await expect(
      main.getByRole('link', { name: zhPrepaid.home.items.subscriber, exact: false }),
    ).toBeVisible();
    await page.goto('/PrepaidTopUp');
    // A used card: the whole round trip, and the test can run again on the same stub.
    await main.getByLabel(zhPrepaid.topUp.code).fill('900000000001');
    await main.getByRole('button', { name: zhPrepaid.topUp.submit, exact: true }).click();
    await expect(main.getByRole('alert')).toContainText(zhPrepaid.errors.VOUCHER_UNUSABLE);
    expect(page.url().startsWith(portalOrigin)).toBe(true);
  });
});
