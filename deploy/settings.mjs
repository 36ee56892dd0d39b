/**
 * The build's VITE_ settings as the hosting sees them: what a production build must not carry
 * (test settings) and the security headers that follow from the rest. vite.config.ts refuses a
 * production build with test settings through `testSettingsProblems`, and
 * deploy/write-headers.mjs writes the nginx headers from the same settings, so the policy and
 * the build cannot drift. Pure functions over a plain record of variables.
 */

/** The defaults of src/config/env.ts (tests/deploy/settings.test.ts keeps the two equal). */
export const SETTING_DEFAULTS = Object.freeze({
  VITE_API_MODE: 'sandbox',
  VITE_APP_ENV: 'test',
  VITE_API_BASE: '/api/',
  VITE_MEMBER_SITE_BASE: '/member-site/',
  VITE_ENTERPRISE_API_HOST: '/enterprise-api/',
  VITE_ENTERPRISE_API_KEY: 'sandbox-api-key',
  VITE_SSO_HOST: '/member-site/',
  VITE_CHAT_ASSISTANT_URL: 'https://chat-test.carrier.example/assistant.js',
  VITE_ESHOP_CLIENT_KEY: 'sandbox-eshop-client',
  VITE_COMPANION_CLIENT_KEY: 'sandbox-companion-client',
  VITE_FRAME_ANCESTORS: '',
});

export const SANDBOX_API_KEY = SETTING_DEFAULTS.VITE_ENTERPRISE_API_KEY;
export const SANDBOX_ESHOP_CLIENT_KEY = SETTING_DEFAULTS.VITE_ESHOP_CLIENT_KEY;
export const SANDBOX_COMPANION_CLIENT_KEY = SETTING_DEFAULTS.VITE_COMPANION_CLIENT_KEY;
export const TEST_CHAT_HOST = new URL(SETTING_DEFAULTS.VITE_CHAT_ASSISTANT_URL).host;
/** The one Trusted Types policy the portal creates (src/components/html/trustedTypes.ts). */
export const TRUSTED_TYPES_POLICY = 'portal';

/** A variable's value as the build reads it: trimmed, the default when unset or blank. */
export function setting(env, key) {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : SETTING_DEFAULTS[key];
}

function isAbsoluteHttpUrl(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Why these settings must not ship: one line per variable, naming it. Empty unless
 * VITE_APP_ENV=production.
 */
export function testSettingsProblems(env) {
  if (setting(env, 'VITE_APP_ENV') !== 'production') return [];
  const problems = [];
  if (setting(env, 'VITE_API_MODE') !== 'live') {
    problems.push('VITE_API_MODE must be "live" in production (the sandbox never ships)');
  }
  if (setting(env, 'VITE_ENTERPRISE_API_KEY') === SANDBOX_API_KEY) {
    problems.push(
      `VITE_ENTERPRISE_API_KEY is the sandbox api key ("${SANDBOX_API_KEY}"): set the carrier's key`,
    );
  }
  const partnerKeys = [
    ['VITE_ESHOP_CLIENT_KEY', SANDBOX_ESHOP_CLIENT_KEY, 'shop partner'],
    ['VITE_COMPANION_CLIENT_KEY', SANDBOX_COMPANION_CLIENT_KEY, 'companion partner'],
  ];
  for (const [key, sandboxKey, partner] of partnerKeys) {
    if (setting(env, key) === sandboxKey) {
      problems.push(`${key} is the sandbox client key ("${sandboxKey}"): set the ${partner}'s key`);
    }
  }
  for (const key of ['VITE_SSO_HOST', 'VITE_MEMBER_SITE_BASE']) {
    const value = setting(env, key);
    if (!isAbsoluteHttpUrl(value)) {
      problems.push(
        `${key} is "${value}", a relative test path: set the absolute https URL of the carrier's host`,
      );
    }
  }
  const chat = setting(env, 'VITE_CHAT_ASSISTANT_URL');
  if (isAbsoluteHttpUrl(chat) && new URL(chat).host === TEST_CHAT_HOST) {
    problems.push(
      `VITE_CHAT_ASSISTANT_URL is on the test chat host (${TEST_CHAT_HOST}): set the production script's URL`,
    );
  }
  return problems;
}

function originOf(value) {
  return isAbsoluteHttpUrl(value) ? new URL(value).origin : null;
}

/** Host apps' pages that may frame the portal: space- or comma-separated https origins. */
export function frameAncestors(env) {
  const origins = setting(env, 'VITE_FRAME_ANCESTORS')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '');
  for (const entry of origins) {
    if (originOf(entry) !== entry) {
      throw new Error(
        `VITE_FRAME_ANCESTORS holds "${entry}", which is not an origin like https://app.example`,
      );
    }
  }
  return origins;
}

const unique = (values) => [...new Set(values.filter((value) => value !== null))];

/** The Content-Security-Policy for these settings. */
export function contentSecurityPolicy(env) {
  const apiOrigins = unique(
    ['VITE_API_BASE', 'VITE_MEMBER_SITE_BASE', 'VITE_ENTERPRISE_API_HOST', 'VITE_SSO_HOST'].map(
      (key) => originOf(setting(env, key)),
    ),
  );
  const chatOrigin = originOf(setting(env, 'VITE_CHAT_ASSISTANT_URL'));
  const ssoOrigin = originOf(setting(env, 'VITE_SSO_HOST'));
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique([chatOrigin])],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...apiOrigins],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...unique([ssoOrigin])],
    ['frame-ancestors', "'self'", ...frameAncestors(env)],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every security header the host sends with the portal's pages, as [name, value]. */
export function securityHeaders(env) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(env)],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
  ];
}

/** The headers as an nginx snippet (`include`d by deploy/nginx/portal.conf). */
export function nginxHeaders(env) {
  const lines = securityHeaders(env).map(
    ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
  );
  return [
    "# Written by deploy/write-headers.mjs from the build's VITE_ settings. Do not edit by hand.",
    ...lines,
    '',
  ].join('\n');
}
