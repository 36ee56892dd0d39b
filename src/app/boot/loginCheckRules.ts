import type { PortalEnv } from '../../config/env';

/**
 * The login check's pure rules (spec 01 §4, spec 02 §4.7), tested one by one. The token rules and
 * the return target are shared with /Init, so they live in state/tokenLogin.ts and
 * lib/returnPath.ts.
 */
export {
  DEVICE_MENU_TOKEN_PREFIXES,
  isDeviceMenuToken,
  loginTypeForToken,
} from '../../state/tokenLogin';
export { returnTarget, SSO_QUERY_PARAMETERS } from '../../lib/returnPath';

/** Tokens the second check leaves alone. */
export const SKIPPED_SECOND_CHECK_PREFIX = 'MO';

/** The chat assistant receives the token this long after the second check. */
export const CHAT_TOKEN_DELAY_MS = 3_000;

/** The registrable part of a host: carrier.example for www.carrier.example. */
function siteOf(host: string): string {
  const labels = host.toLowerCase().split('.');
  return labels.length > 2 ? labels.slice(-2).join('.') : labels.join('.');
}

/**
 * A carrier domain: with the sandbox, wherever the portal runs (the simulated member site is
 * same-origin); live, the public host's site and its subdomains.
 */
export function isCarrierDomain(
  hostname: string,
  environment: Pick<PortalEnv, 'apiMode' | 'publicHost'>,
): boolean {
  if (environment.apiMode === 'sandbox') return true;
  if (environment.publicHost === '') return false;
  const site = siteOf(environment.publicHost.replace(/:\d+$/, ''));
  const host = hostname.toLowerCase();
  return host === site || host.endsWith(`.${site}`);
}

export interface CheckPlace {
  pathname: string;
  search: string;
  embedded: boolean;
  carrierDomain: boolean;
}

/** Whether the member site is asked on this load. */
export function shouldAskMemberSite({ pathname, search, embedded, carrierDomain }: CheckPlace) {
  if (embedded || /^\/init(\/|$)/i.test(pathname)) return false;
  const query = new URLSearchParams(search);
  if (query.has('_gl') || query.has('others')) return true;
  return carrierDomain;
}

export type FirstCheckDecision = 'logOut' | 'memberLoginCheck' | 'secondCheck' | 'nothing';

/**
 * What the member site's token means against the portal's (spec 01 §4); `signedIn` is
 * `selectIsMember` of the store once its token has been read.
 */
export function decideFirstCheck(siteToken: string, localToken: string, signedIn: boolean) {
  if (siteToken === '') return signedIn ? 'logOut' : 'nothing';
  if (!signedIn || siteToken !== localToken) return 'memberLoginCheck';
  return 'secondCheck';
}

export type SecondCheckDecision =
  'skip' | 'logOut' | 'memberLoginCheck' | 'clearThenMemberLoginCheck' | 'giveChatToken';

/** The second check's outcomes (spec 01 §4). */
export function decideSecondCheck(
  token: string,
  localToken: string,
  reply: { isMemberLogin: boolean; isTheSame: boolean } | null,
): SecondCheckDecision {
  if (token.startsWith(SKIPPED_SECOND_CHECK_PREFIX) || reply === null) return 'skip';
  if (!reply.isMemberLogin) return localToken !== '' ? 'logOut' : 'skip';
  if (localToken === '') return 'memberLoginCheck';
  if (!reply.isTheSame) return 'clearThenMemberLoginCheck';
  return 'giveChatToken';
}
