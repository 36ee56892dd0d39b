import { createDecipheriv, createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The sandbox's storage passphrase (.env.example), with which it encrypts member replies. */
const SANDBOX_PASSPHRASE = 'carrier-portal-storage';

/**
 * Reads a member reply the way the portal does (src/lib/aes.ts), with Node's own crypto: the
 * OpenSSL salted format, "Salted__" + 8 bytes of salt + AES-256-CBC with key and IV from MD5.
 */
function decryptReply(cipherText: string, passphrase: string): string {
  const raw = Buffer.from(cipherText, 'base64');
  const salt = raw.subarray(8, 16);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const decipher = createDecipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32));
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
}

/** What an app puts in the address: the hex of the UTF-8 JSON of the payload. */
function launchUrl(path: string, payload: unknown): string {
  const hex = Array.from(new TextEncoder().encode(JSON.stringify(payload)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${path}?appLaunch=${hex}`;
}

/** Waits until the portal (and with it the sandbox) has booted. */
async function openPortal(page: Page): Promise<void> {
  await page.goto('/Roaming');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The shell paints while the sandbox's service worker starts: the calls made from the page
  // below reach the sandbox only once the worker controls it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** A member token of 王小明, from the sandbox's member login (captcha, then LoginGateway). */
async function memberTokenOfWang(page: Page): Promise<string> {
  await openPortal(page);
  const cipher = await page.evaluate(async () => {
    const challenge = (await (await fetch('/api/CHTMember/AuthTokenWithCaptcha')).json()) as {
      data: { authToken: string };
    };
    const authToken = challenge.data.authToken;
    await fetch('/api/Captcha/Vaild', {
      method: 'PUT',
      headers: { token: authToken, code: '2580' },
    });
    const login = await fetch('/api/CHTMember/LoginGateway', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ authtoken: authToken, uid: 'wang.xiaoming', pw: 'Sandbox-1234' }),
    });
    return ((await login.json()) as { data: string }).data;
  });
  return (JSON.parse(decryptReply(cipher, SANDBOX_PASSPHRASE)) as { token: string }).token;
}

/** A prepaid token of 0987000401 from the sandbox's prepaid login. */
async function prepaidToken(page: Page): Promise<string> {
  await openPortal(page);
  return page.evaluate(async () => {
    const reply = await fetch('/api/Prepaid/LoginAuth', {
      headers: { ivrno: '0987000401', password: '2468' },
    });
    return ((await reply.json()) as { data: { token: string } }).data.token;
  });
}

/** Header and footer are the shell's banner and contentinfo landmarks. */
async function expectNoChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  expect(page.url()).not.toContain('appLaunch');
}

test.describe('Opened by the carrier apps', () => {
  test('APP, chtmember login of 王小明: the unpaid bill, embedded', async ({ page }) => {
    const token = await memberTokenOfWang(page);
    await page.goto(
      launchUrl('/', {
        source: 'APP',
        accountType: 'chtmember',
        account: 'wang.xiaoming',
        identifier: 'e2e-app-install',
        token,
        page: 'billunbill',
        deviceNo: '0912345678',
        parameters: { language: 'en', appversion: '5.12.0', DeviceType: 'iOS' },
      }),
    );
    await expect(page).toHaveURL(/\/Bill$/);
    const current = page.getByRole('region', { name: /Bill for/ });
    await expect(current.getByText('Unpaid')).toBeVisible();
    await expect(current.getByText('NT$1,443').first()).toBeVisible();
    await expectNoChrome(page);
  });

  test('PREPAID with a numeric token: the top-up page, logged in, embedded', async ({ page }) => {
    const token = await prepaidToken(page);
    await page.goto(
      launchUrl('/', {
        source: 'PREPAID',
        token,
        account: '0987000401',
        page: 'Cmd_110001',
        parameters: { language: 'id' },
      }),
    );
    await expect(page).toHaveURL(/\/PrepaidTopUp$/);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Kode isi ulang')).toBeVisible();
    await expect(main.getByText(/Nomor prabayar 0987/)).toBeVisible();
    await expectNoChrome(page);
  });

  test('PREPAID with a token that is not digits: the prepaid login page', async ({ page }) => {
    await page.goto(
      launchUrl('/', { source: 'PREPAID', token: 'not-a-number', page: 'Cmd_110001' }),
    );
    await expect(page).toHaveURL(/\/PrepaidLoginLogOut$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoChrome(page);
  });

  test('CHAT without a login: the bill history page asks to log in, embedded', async ({ page }) => {
    await page.goto(
      launchUrl('/', {
        source: 'CHAT',
        accountType: '',
        page: 'billhistory',
        parameters: { language: 'en' },
      }),
    );
    await expect(page).toHaveURL(/\/Bill\/history$/);
    await expect(page.getByText('Sign in to see this page')).toBeVisible();
    await expectNoChrome(page);
  });

  test('ENTAPP: the page asked for by command, embedded', async ({ page }) => {
    await page.goto(
      launchUrl('/Start', {
        source: 'ENTAPP',
        page: 'Cmd_3001002',
        parameters: { language: 'en' },
      }),
    );
    await expect(page).toHaveURL(/\/Roaming$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoChrome(page);
  });

  test('a malformed launch parameter opens the portal normally, without the parameter', async ({
    page,
  }) => {
    await page.goto('/Roaming?appLaunch=zz-not-hex&x=1');
    await expect(page).toHaveURL(/\/Roaming\?x=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a launch with a prototype key is ignored the same way', async ({ page }) => {
    const hex = Array.from(
      new TextEncoder().encode(
        '{"source":"APP","__proto__":{"polluted":true},"page":"Cmd_2001002"}',
      ),
      (byte) => byte.toString(16).padStart(2, '0'),
    ).join('');
    await page.goto(`/Roaming?appLaunch=${hex}`);
    await expect(page).toHaveURL(/\/Roaming$/);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
  });
});
