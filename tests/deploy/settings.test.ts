import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  nginxHeaders,
  securityHeaders,
  SETTING_DEFAULTS,
  testSettingsProblems,
} from '../../deploy/settings.mjs';
import { parseEnv } from '../../src/config/env';

/** Settings a real production build could use. */
const PRODUCTION = {
  VITE_API_MODE: 'live',
  VITE_APP_ENV: 'production',
  VITE_API_BASE: 'https://api.carrier.example/app/',
  VITE_MEMBER_SITE_BASE: 'https://member.carrier.example/',
  VITE_ENTERPRISE_API_HOST: 'https://apim.carrier.example/',
  VITE_ENTERPRISE_API_KEY: 'k-123',
  VITE_SSO_HOST: 'https://sso.carrier.example/',
  VITE_CHAT_ASSISTANT_URL: 'https://chat.carrier.example/assistant.js',
  VITE_ESHOP_CLIENT_KEY: 'shop-client-123',
  VITE_COMPANION_CLIENT_KEY: 'companion-client-123',
  VITE_FRAME_ANCESTORS: 'https://app.carrier.example https://shop.carrier.example',
};

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

describe('deploy settings', () => {
  it('has the defaults of src/config/env.ts', () => {
    const env = parseEnv({});
    expect(SETTING_DEFAULTS.VITE_API_BASE).toBe(env.apiBase);
    expect(SETTING_DEFAULTS.VITE_MEMBER_SITE_BASE).toBe(env.memberSiteBase);
    expect(SETTING_DEFAULTS.VITE_ENTERPRISE_API_HOST).toBe(env.enterpriseApiHost);
    expect(SETTING_DEFAULTS.VITE_ENTERPRISE_API_KEY).toBe(env.enterpriseApiKey);
    expect(SETTING_DEFAULTS.VITE_SSO_HOST).toBe(env.ssoHost);
    expect(SETTING_DEFAULTS.VITE_CHAT_ASSISTANT_URL).toBe(env.chatAssistantUrl);
    expect(SETTING_DEFAULTS.VITE_ESHOP_CLIENT_KEY).toBe(env.eshopClientKey);
    expect(SETTING_DEFAULTS.VITE_COMPANION_CLIENT_KEY).toBe(env.companionClientKey);
  });

  it('finds nothing wrong with production settings, nor with any test build', () => {
    expect(testSettingsProblems(PRODUCTION)).toEqual([]);
    expect(testSettingsProblems({})).toEqual([]);
    expect(testSettingsProblems({ VITE_API_MODE: 'live' })).toEqual([]);
  });

  it.each([
    ['VITE_ENTERPRISE_API_KEY', { VITE_ENTERPRISE_API_KEY: '' }],
    ['VITE_ENTERPRISE_API_KEY', { VITE_ENTERPRISE_API_KEY: 'sandbox-api-key' }],
    ['VITE_ESHOP_CLIENT_KEY', { VITE_ESHOP_CLIENT_KEY: '' }],
    ['VITE_ESHOP_CLIENT_KEY', { VITE_ESHOP_CLIENT_KEY: 'sandbox-eshop-client' }],
    ['VITE_COMPANION_CLIENT_KEY', { VITE_COMPANION_CLIENT_KEY: '' }],
    ['VITE_COMPANION_CLIENT_KEY', { VITE_COMPANION_CLIENT_KEY: 'sandbox-companion-client' }],
    ['VITE_SSO_HOST', { VITE_SSO_HOST: '/member-site/' }],
    ['VITE_SSO_HOST', { VITE_SSO_HOST: undefined }],
    ['VITE_MEMBER_SITE_BASE', { VITE_MEMBER_SITE_BASE: '/member-site/' }],
    ['VITE_CHAT_ASSISTANT_URL', { VITE_CHAT_ASSISTANT_URL: '' }],
    [
      'VITE_CHAT_ASSISTANT_URL',
      { VITE_CHAT_ASSISTANT_URL: 'https://chat-test.carrier.example/other.js' },
    ],
    ['VITE_API_MODE', { VITE_API_MODE: 'sandbox' }],
  ])('names %s when a production build carries its test value', (variable, change) => {
    const problems = testSettingsProblems({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(variable);
  });

  it('writes a strict policy naming the API, SSO, chat and host-app origins', () => {
    const policy = contentSecurityPolicy(PRODUCTION);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://chat.carrier.example']);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.carrier.example',
      'https://member.carrier.example',
      'https://apim.carrier.example',
      'https://sso.carrier.example',
    ]);
    expect(directive(policy, 'frame-ancestors')).toEqual([
      "'self'",
      'https://app.carrier.example',
      'https://shop.carrier.example',
    ]);
    expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(policy, 'trusted-types')).toEqual(['portal']);
    expect(policy).not.toContain('unsafe');
  });

  it('refuses a host-app entry that is not an origin', () => {
    expect(() =>
      contentSecurityPolicy({ ...PRODUCTION, VITE_FRAME_ANCESTORS: 'https://app.example/path' }),
    ).toThrow(/VITE_FRAME_ANCESTORS/);
  });

  it('writes every header as an nginx add_header line', () => {
    const conf = nginxHeaders(PRODUCTION);
    for (const [name] of securityHeaders(PRODUCTION)) {
      expect(conf).toMatch(new RegExp(`^add_header ${name} ".+" always;$`, 'm'));
    }
  });
});

describe('a production build with a test setting', () => {
  it('stops with a message naming the variable', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'portal-refused-build-'));
    try {
      const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
        encoding: 'utf8',
        env: {
          ...process.env,
          ...PRODUCTION,
          VITE_ENTERPRISE_API_KEY: 'sandbox-api-key',
          VITE_SSO_HOST: '/member-site/',
        },
      });
      expect(result.status).not.toBe(0);
      const output = `${result.stdout}${result.stderr}`;
      expect(output).toContain('Refusing a production build with test settings');
      expect(output).toContain('VITE_ENTERPRISE_API_KEY');
      expect(output).toContain('VITE_SSO_HOST');
      expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('deploy/write-headers.mjs', () => {
  function writeHeaders(env: Record<string, string>) {
    const outDir = mkdtempSync(join(tmpdir(), 'headers-'));
    const out = join(outDir, 'security-headers.conf');
    try {
      const result = spawnSync('node', ['deploy/write-headers.mjs', '--out', out], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ...env },
      });
      return {
        status: result.status,
        output: `${result.stdout}${result.stderr}`,
        wrote: existsSync(out),
      };
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }

  it('refuses, writing nothing, in an environment without the live settings (as under sudo)', () => {
    const result = writeHeaders({});
    expect(result.status).toBe(1);
    expect(result.wrote).toBe(false);
    expect(result.output).toContain('no live build settings');
  });

  it('writes the headers of a live production build', () => {
    const result = writeHeaders(PRODUCTION);
    expect(result.status).toBe(0);
    expect(result.wrote).toBe(true);
  });
});
