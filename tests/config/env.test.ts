import { describe, expect, it } from 'vitest';
import { EnvError, ENV_KEYS, parseEnv } from '../../src/config/env';

describe('parseEnv', () => {
  it('gives a working sandbox configuration when nothing is set', () => {
    const env = parseEnv({});
    expect(env.apiMode).toBe('sandbox');
    expect(env.appEnv).toBe('test');
    expect(env.apiBase).toBe('/api/');
    expect(env.memberSiteBase).toBe('/member-site/');
    expect(env.enterpriseApiHost).toBe('/enterprise-api/');
    expect(env.vipSiteUrl).toMatch(/staging/);
    expect(env.pointsSiteUrl).toMatch(/staging/);
  });

  it('uses the production partner sites in production', () => {
    const env = parseEnv({ VITE_APP_ENV: 'production' });
    expect(env.vipSiteUrl).not.toMatch(/staging/);
    expect(env.pointsSiteUrl).not.toMatch(/staging/);
  });

  it('accepts a live API on an absolute https base', () => {
    const env = parseEnv({
      VITE_API_MODE: 'live',
      VITE_API_BASE: 'https://api.carrier.example/app/',
      VITE_PUBLIC_HOST: 'portal.carrier.example',
    });
    expect(env.apiMode).toBe('live');
    expect(env.apiBase).toBe('https://api.carrier.example/app/');
    expect(env.publicHost).toBe('portal.carrier.example');
  });

  it.each([
    ['VITE_API_MODE', 'mock', /VITE_API_MODE must be one of sandbox, live/],
    ['VITE_APP_ENV', 'staging', /VITE_APP_ENV must be one of test, production/],
    ['VITE_API_BASE', 'api', /VITE_API_BASE must be/],
    ['VITE_API_BASE', '//evil.example/', /VITE_API_BASE must be/],
    ['VITE_API_BASE', 'https://api.carrier.example/no-slash', /VITE_API_BASE must be/],
    ['VITE_VIP_SITE_STAGING_URL', 'http://vip.example/', /must be an https URL/],
    ['VITE_CHAT_ASSISTANT_URL', 'javascript:alert(1)', /must be an https URL/],
    ['VITE_SANDBOX_LATENCY_MS', '-5', /VITE_SANDBOX_LATENCY_MS/],
    ['VITE_SANDBOX_LATENCY_MS', 'fast', /VITE_SANDBOX_LATENCY_MS/],
    ['VITE_STORAGE_PASSPHRASE', 'short', /at least 8 characters/],
    ['VITE_PUBLIC_HOST', 'https://portal.example/', /bare host name/],
  ])('refuses %s=%s with a clear message', (key, value, message) => {
    expect(() => parseEnv({ [key]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [key]: value })).toThrow(message);
  });

  it('lists every problem at once', () => {
    try {
      parseEnv({ VITE_API_MODE: 'x', VITE_APP_ENV: 'y' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toHaveLength(2);
    }
  });

  it('documents every variable in .env.example', async () => {
    const { readFileSync } = await import('node:fs');
    const example = readFileSync('.env.example', 'utf8');
    for (const key of ENV_KEYS) expect(example).toContain(`${key}=`);
  });
});
