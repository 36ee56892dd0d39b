import type { Config } from 'dompurify';
import { env } from '../../config/env';

/**
 * The portal's one Trusted Types policy. The live host's CSP says
 * `require-trusted-types-for 'script'; trusted-types portal` (deploy/settings.mjs), so Chromium
 * lets no string into an HTML or script-URL sink. Two things go through this policy and nothing
 * else does:
 * - DOMPurify's output (sanitizeContent.ts hands the policy to DOMPurify, which calls createHTML
 *   only with what it has sanitized);
 * - the chat assistant's script URL, and only the configured one.
 * The policy object never leaves this module except into DOMPurify's configuration.
 */
export const TRUSTED_TYPES_POLICY_NAME = 'portal';

type Policy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

interface TrustedTypesFactory {
  createPolicy: (
    name: string,
    rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
  ) => Policy;
}

let policy: Policy | null | undefined;

function portalPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy =
    factory?.createPolicy(TRUSTED_TYPES_POLICY_NAME, {
      createHTML: (sanitized) => sanitized,
      createScriptURL: (url) => {
        if (url !== env.chatAssistantUrl) {
          throw new TypeError(`Only the configured chat script may load, not ${url}`);
        }
        return url;
      },
    }) ?? null;
  return policy;
}

/**
 * The DOMPurify options that make it return TrustedHTML through the portal's policy; none where
 * the browser has no Trusted Types (DOMPurify then returns a string).
 */
export function domPurifyTrustedTypes(): Pick<Config, 'TRUSTED_TYPES_POLICY'> & {
  RETURN_TRUSTED_TYPE: boolean;
} {
  const trusted = portalPolicy();
  return trusted
    ? { TRUSTED_TYPES_POLICY: trusted, RETURN_TRUSTED_TYPE: true }
    : { RETURN_TRUSTED_TYPE: false };
}

/** The configured chat script's URL as a script-URL sink accepts it. */
export function trustedChatScriptUrl(url: string): string {
  const trusted = portalPolicy();
  // A TrustedScriptURL; the DOM typings know script.src only as a string.
  return trusted ? (trusted.createScriptURL(url) as unknown as string) : url;
}
