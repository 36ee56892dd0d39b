import type { Device, MemberInfo } from '../../api/types/member';

/** The survey is offered once per device or member per 30 days (spec 02 §4.9, §9). */
export const NPS_COOKIE_MS = 2_592_000_000;
/**
 * When it is offered: to logged-in customers, outside the apps, on the home page, 30 s after they
 * arrive there. They have had time to use the page by then, it never covers the page (a small
 * non-modal panel) and a quick visit is never interrupted.
 */
export const NPS_DELAY_MS = 30_000;
export const NPS_COOKIE_PREFIX = 'nps_';
export const NPS_SCORES = Array.from({ length: 11 }, (_, index) => index);
export const NPS_COMMENT_MAX = 500;

/** A short FNV-1a hash: the cookie's name must not show a member number or a phone number. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The survey's cookie: one per member (by member sn) or, for a login to one number (SMS, HN ...),
 * one per that number. Null when there is no one to ask.
 */
export function npsCookieName(
  member: Pick<MemberInfo, 'sn'> | null,
  device: Pick<Device, 'deviceNo'> | null,
): string | null {
  const sn = member?.sn.trim() ?? '';
  if (sn !== '') return `${NPS_COOKIE_PREFIX}${shortHash(`member:${sn}`)}`;
  const deviceNo = device?.deviceNo.trim() ?? '';
  if (deviceNo !== '') return `${NPS_COOKIE_PREFIX}${shortHash(`device:${deviceNo}`)}`;
  return null;
}

export function shouldOfferNps(context: {
  pathname: string;
  isMember: boolean;
  embedded: boolean;
  cookieName: string | null;
  hasCookie: boolean;
}): boolean {
  return (
    context.pathname === '/' &&
    context.isMember &&
    !context.embedded &&
    context.cookieName !== null &&
    !context.hasCookie
  );
}
