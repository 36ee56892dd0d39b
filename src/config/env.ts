/**
 * Every VITE_ variable is read and checked here, once. The rest of the app imports `env`.
 * `parseEnv` is pure so that the checks are unit-tested.
 */
export type ApiMode = 'sandbox' | 'live';
export type AppEnvironment = 'test' | 'production';

export interface PortalEnv {
  apiMode: ApiMode;
  appEnv: AppEnvironment;
  apiBase: string;
  memberSiteBase: string;
  enterpriseApiHost: string;
  enterpriseApiKey: string;
  ssoHost: string;
  publicHost: string;
  vipSiteUrl: string;
  pointsSiteUrl: string;
  chatAssistantUrl: string;
  /** The shop partner's page that continues an online-store application (single sign-on). */
  eshopUrl: string;
  /** The shop partner's fixed client key (spec 01 §6), sent with SSO/SetSSOAuthInfo. */
  eshopClientKey: string;
  /** The companion partner's fixed client key, sent with Contract/H5Info (/H5). */
  companionClientKey: string;
  storagePassphrase: string;
  sandboxLatencyMs: number;
}

type RawEnv = Record<string, string | boolean | undefined>;

const DEFAULTS = {
  VITE_API_MODE: 'sandbox',
  VITE_APP_ENV: 'test',
  VITE_API_BASE: '/api/',
  VITE_MEMBER_SITE_BASE: '/member-site/',
  VITE_ENTERPRISE_API_HOST: '/enterprise-api/',
  VITE_ENTERPRISE_API_KEY: 'sandbox-api-key',
  VITE_SSO_HOST: '/member-site/',
  VITE_PUBLIC_HOST: '',
  VITE_VIP_SITE_URL: 'https://vip.carrier.example/',
  VITE_VIP_SITE_STAGING_URL: 'https://vip-staging.carrier.example/',
  VITE_POINTS_SITE_URL: 'https://points.carrier.example/',
  VITE_POINTS_SITE_STAGING_URL: 'https://points-staging.carrier.example/',
  VITE_CHAT_ASSISTANT_URL: 'https://chat-test.carrier.example/assistant.js',
  VITE_ESHOP_URL: 'https://shop.carrier.example/apply/',
  VITE_ESHOP_CLIENT_KEY: 'sandbox-eshop-client',
  VITE_COMPANION_CLIENT_KEY: 'sandbox-companion-client',
  VITE_STORAGE_PASSPHRASE: 'carrier-portal-storage',
  VITE_SANDBOX_LATENCY_MS: '250',
} as const;

export type EnvKey = keyof typeof DEFAULTS;
export const ENV_KEYS = Object.keys(DEFAULTS) as EnvKey[];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid portal configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

function isBaseUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return value.endsWith('/');
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.endsWith('/');
  } catch {
    return false;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseEnv(raw: RawEnv): PortalEnv {
  const problems: string[] = [];
  const read = (key: EnvKey): string => {
    const value = raw[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULTS[key];
  };
  const oneOf = <T extends string>(key: EnvKey, allowed: readonly [T, ...T[]]): T => {
    const value = read(key);
    const match = allowed.find((candidate) => candidate === value);
    if (match !== undefined) return match;
    problems.push(`${key} must be one of ${allowed.join(', ')} (got "${value}")`);
    return allowed[0];
  };
  const base = (key: EnvKey): string => {
    const value = read(key);
    if (!isBaseUrl(value)) {
      problems.push(
        `${key} must be an absolute http(s) URL or a /path, ending in / (got "${value}")`,
      );
    }
    return value;
  };
  const https = (key: EnvKey): string => {
    const value = read(key);
    if (!isHttpsUrl(value)) problems.push(`${key} must be an https URL (got "${value}")`);
    return value;
  };

  const apiMode = oneOf<ApiMode>('VITE_API_MODE', ['sandbox', 'live']);
  const appEnv = oneOf<AppEnvironment>('VITE_APP_ENV', ['test', 'production']);
  const staging = appEnv !== 'production';
  const latency = Number(read('VITE_SANDBOX_LATENCY_MS'));
  if (!Number.isInteger(latency) || latency < 0 || latency > 10000) {
    problems.push('VITE_SANDBOX_LATENCY_MS must be a whole number of milliseconds from 0 to 10000');
  }
  const publicHost = read('VITE_PUBLIC_HOST');
  if (publicHost !== '' && !/^[a-z0-9.-]+(:\d+)?$/i.test(publicHost)) {
    problems.push(`VITE_PUBLIC_HOST must be a bare host name (got "${publicHost}")`);
  }
  const passphrase = read('VITE_STORAGE_PASSPHRASE');
  if (passphrase.length < 8)
    problems.push('VITE_STORAGE_PASSPHRASE must have at least 8 characters');

  const env: PortalEnv = {
    apiMode,
    appEnv,
    apiBase: base('VITE_API_BASE'),
    memberSiteBase: base('VITE_MEMBER_SITE_BASE'),
    enterpriseApiHost: base('VITE_ENTERPRISE_API_HOST'),
    enterpriseApiKey: read('VITE_ENTERPRISE_API_KEY'),
    ssoHost: base('VITE_SSO_HOST'),
    publicHost,
    vipSiteUrl: https(staging ? 'VITE_VIP_SITE_STAGING_URL' : 'VITE_VIP_SITE_URL'),
    pointsSiteUrl: https(staging ? 'VITE_POINTS_SITE_STAGING_URL' : 'VITE_POINTS_SITE_URL'),
    chatAssistantUrl: https('VITE_CHAT_ASSISTANT_URL'),
    eshopUrl: https('VITE_ESHOP_URL'),
    eshopClientKey: read('VITE_ESHOP_CLIENT_KEY'),
    companionClientKey: read('VITE_COMPANION_CLIENT_KEY'),
    storagePassphrase: passphrase,
    sandboxLatencyMs: Number.isInteger(latency) ? latency : 0,
  };
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}

export const env: PortalEnv = parseEnv(import.meta.env);

export const isTestEnvironment = env.appEnv === 'test';

/** The portal's own version, written into the build by vite.config.ts (empty when unknown). */
export const portalVersion = String(import.meta.env.VITE_APP_VERSION ?? '');
