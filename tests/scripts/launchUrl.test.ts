import { describe, expect, it } from 'vitest';
import { decodeLaunchParameter } from '../../src/app/boot/launchPayload';
import { DEMO_APP_TOKENS } from '../../src/sandbox/db/seedCustomers';
// @ts-expect-error: a plain ES module script without type declarations
import * as script from '../../scripts/launch-url.mjs';

interface LaunchScript {
  DEMO_APP_TOKENS: Record<string, string>;
  launchPayload: (options: Record<string, string | undefined>) => unknown;
  launchUrl: (base: string, payload: unknown) => string;
}
const { DEMO_APP_TOKENS: scriptTokens, launchPayload, launchUrl } = script as LaunchScript;

function parameterOf(url: string): string {
  return new URL(url).searchParams.get('appLaunch') ?? '';
}

describe('scripts/launch-url.mjs', () => {
  it('uses the sandbox seed’s demo app tokens', () => {
    expect(scriptTokens).toEqual(DEMO_APP_TOKENS);
  });

  it('writes a launch the portal reads: a member on a page, in a language', () => {
    const url = launchUrl(
      'http://127.0.0.1:5173/',
      launchPayload({ customer: 'wang', page: '/Roaming', language: 'en' }),
    );
    expect(url.startsWith('http://127.0.0.1:5173/?appLaunch=')).toBe(true);
    expect(decodeLaunchParameter(parameterOf(url))).toMatchObject({
      source: 'APP',
      accountType: 'chtmember',
      account: 'wang.xiaoming',
      token: 'sbx-app-wang',
      page: '/Roaming',
      deviceNo: '0912345678',
      parameters: { language: 'en' },
    });
  });

  it('sends no member token with a prepaid launch, and refuses unknown options', () => {
    const prepaid = launchPayload({ customer: 'wang', source: 'PREPAID', page: 'Cmd_110001' });
    expect(decodeLaunchParameter(parameterOf(launchUrl('http://x.test/', prepaid)))).toEqual(
      expect.not.objectContaining({ token: expect.anything() as unknown }),
    );
    expect(() => launchPayload({ customer: 'nobody' })).toThrow(/--customer/);
    expect(() => launchPayload({ customer: 'wang', source: 'WEB' })).toThrow(/--source/);
    expect(() => launchPayload({ customer: 'wang', language: 'fr' })).toThrow(/--language/);
  });
});
