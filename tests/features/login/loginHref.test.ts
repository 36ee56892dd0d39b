import { describe, expect, it } from 'vitest';
import {
  loginHref,
  ssoLoginUrl,
  ssoLogoutUrl,
  toHex,
  usesSingleSignOn,
} from '../../../src/features/login/ssoUrls';

const SANDBOX = {
  appEnv: 'test',
  apiMode: 'sandbox',
  ssoHost: '/member-site/',
  publicHost: '',
} as const;
const PRODUCTION = {
  appEnv: 'production',
  apiMode: 'live',
  ssoHost: 'https://member.carrier.example/',
  publicHost: 'portal.carrier.example',
} as const;

function fromHex(hex: string): string {
  const bytes = new Uint8Array(hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);
  return new TextDecoder().decode(bytes);
}

describe('login link', () => {
  it('is the login page with the sanitised return path outside production', () => {
    expect(usesSingleSignOn(SANDBOX)).toBe(false);
    expect(loginHref('/Bill/history?x=1', SANDBOX)).toBe('/Login?back=%2FBill%2Fhistory%3Fx%3D1');
    expect(loginHref('//evil.example', SANDBOX)).toBe('/Login?back=%2F');
  });

  it('is the single sign-on init with the hex-encoded return URL in production', () => {
    expect(usesSingleSignOn(PRODUCTION)).toBe(true);
    const url = new URL(loginHref('/Bill', PRODUCTION));
    expect(`${url.origin}${url.pathname}`).toBe('https://member.carrier.example/SSO/Init');
    const returnUrl = url.searchParams.get('ReturnUrl') ?? '';
    expect(returnUrl).toMatch(/^[0-9a-f]+$/);
    expect(fromHex(returnUrl)).toBe('https://portal.carrier.example/Bill');
    expect(
      fromHex(
        new URL(loginHref('https://evil.example', PRODUCTION)).searchParams.get('ReturnUrl') ?? '',
      ),
    ).toBe('https://portal.carrier.example/');
  });

  it('needs both production and the live API for single sign-on', () => {
    expect(usesSingleSignOn({ ...PRODUCTION, apiMode: 'sandbox' })).toBe(false);
    expect(usesSingleSignOn({ ...PRODUCTION, appEnv: 'test' })).toBe(false);
  });

  it('hex-encodes UTF-8', () => {
    expect(toHex('/a')).toBe('2f61');
    expect(toHex('帳')).toBe('e5b8b3');
    expect(ssoLoginUrl('https://x.example/', PRODUCTION)).toBe(
      `https://member.carrier.example/SSO/Init?ReturnUrl=${toHex('https://x.example/')}`,
    );
  });

  it('logs out through the logout init with otpw and the return URL', () => {
    const url = new URL(ssoLogoutUrl('otpw-123', 'https://portal.carrier.example/', PRODUCTION));
    expect(`${url.origin}${url.pathname}`).toBe('https://member.carrier.example/SSO/Logout/Init');
    expect(url.searchParams.get('otpw')).toBe('otpw-123');
    expect(url.searchParams.get('ReturnUrl')).toBe('https://portal.carrier.example/');
  });
});
