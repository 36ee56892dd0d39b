/**
 * What both the hosting journeys (e2e-nginx/) and the bench (scripts/bench/) need from the carrier
 * stub (server.mjs): the build settings that point a live build at it, a member token, and the
 * launch parameter of an embedded entry.
 */

export const stubOriginOf = (port) => `http://127.0.0.1:${String(port)}`;

/** A live build's settings against the stub at `stubOrigin` (they pass the production guard). */
export function stubBuildSettings(stubOrigin) {
  return {
    VITE_API_MODE: 'live',
    VITE_APP_ENV: 'production',
    VITE_API_BASE: `${stubOrigin}/api/`,
    VITE_MEMBER_SITE_BASE: `${stubOrigin}/member-site/`,
    VITE_ENTERPRISE_API_HOST: `${stubOrigin}/enterprise-api/`,
    VITE_ENTERPRISE_API_KEY: 'stub-api-key',
    VITE_SSO_HOST: `${stubOrigin}/member-site/`,
    VITE_CHAT_ASSISTANT_URL: 'https://chat.carrier.example/assistant.js',
    VITE_ESHOP_CLIENT_KEY: 'stub-eshop-client',
    VITE_COMPANION_CLIENT_KEY: 'stub-companion-client',
    VITE_FRAME_ANCESTORS: 'https://app.carrier.example',
    VITE_PUBLIC_HOST: '',
  };
}

/** The `appLaunch` parameter: the payload's JSON as UTF-8 bytes in lower-case hex. */
export function launchHex(payload) {
  return Array.from(new TextEncoder().encode(JSON.stringify(payload)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A fresh member token for one of the sandbox customers (`cust-wang`, ...). */
export async function memberToken(stubOrigin, customerId) {
  const reply = await fetch(`${stubOrigin}/__stub/sign-in/${customerId}`, { method: 'POST' });
  return (await reply.json()).token;
}

/** Waits until the stub answers its health check, or throws after `timeoutMs`. */
export async function waitForStub(stubOrigin, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${stubOrigin}/__stub/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`The carrier stub did not answer at ${stubOrigin}/__stub/health`);
}
