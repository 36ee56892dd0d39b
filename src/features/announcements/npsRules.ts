import type { MemberInfo } from '../../state/types';

/** The survey is offered once per device or member per 30 days (spec 02 §9). */
export const NPS_COOKIE_MS = 2_592_000_000;
/**
 * When it is offered: to logged-in members, outside the app, on the home page, 30 s after they
 * arrive there. That is after they have had time to use the page, it never covers the page
 * (a small non-modal panel) and a quick visit is never interrupted.
 */
export const NPS_DELAY_MS = 30_000;
export const NPS_COOKIE_PREFIX = 'nps_';

/** The cookie of one member (by member sn) or, without one, of this browser. */
export function npsCookieName(member: MemberInfo | null, identifier: string): string {
  const subject = member?.sn ? `m${member.sn}` : `d${identifier}`;
  return `${NPS_COOKIE_PREFIX}${subject.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40)}`;
}

export function shouldOfferNps(context: {
  pathname: string;
  isLogin: boolean;
  embedded: boolean;
  hasCookie: boolean;
}): boolean {
  return context.pathname === '/' && context.isLogin && !context.embedded && !context.hasCookie;
}

export const NPS_SCORES = Array.from({ length: 11 }, (_, index) => index);
export const NPS_COMMENT_MAX = 500;
