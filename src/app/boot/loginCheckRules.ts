import type { PortalEnv } from '../../config/env';
import type { LoginType } from '../../state/types';

/**
 * The login check's pure rules (spec 01 §4, spec 02 §4.7), tested one by one.
 */

/** Tokens validated through the device-menu call rather than member info. */
export const DEVICE_MENU_TOKEN_PREFIXES = [
  'SMS',
  'HN',
  'TEL',
  'Lauth_',
  'MOICA',
  'MOEACA',
  'SSO-service',
] as const;

/** Tokens the second check leaves alone. */
export const SKIPPED_SECOND_CHECK_PREFIX = 'MO';

/** Query parameters of the single sign-on round trip, dropped when navigating back. */
export const SSO_QUERY_PARAMETERS = ['access_token', 'path', 't1', 't2'] as const;

/** The chat assistant receives the token this long after the second check. */
export const CHAT_TOKEN_DELAY_MS = 3_000;

export function isDeviceMenuToken(token: string): boolean {
  return DEVICE_MENU_TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix));
}

export function loginTypeForToken(token: string): LoginType {
  if (token.startsWith('SMS')) return 'sms';
  return isDeviceMenuToken(token) ? token.replace(/[^A-Za-z].*$/, '').toLowerCase() : 'chtmember';
}

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

/**
 * Where to go after a successful login check: the saved return path (same-origin, already
 * sanitised by the caller) with the current query parameters except the SSO ones.
 */
export function returnTarget(savedPath: string, currentSearch: string): string {
  const [path = '/', savedQuery = ''] = savedPath.split('?', 2);
  const query = new URLSearchParams(savedQuery);
  for (const [name, value] of new URLSearchParams(currentSearch)) {
    if (!(SSO_QUERY_PARAMETERS as readonly string[]).includes(name) && !query.has(name)) {
      query.append(name, value);
    }
  }
  for (const name of SSO_QUERY_PARAMETERS) query.delete(name);
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}
