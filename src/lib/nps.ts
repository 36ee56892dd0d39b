/** The survey is offered once per device or member per 30 days (spec 02 §4.9, §9). */
export const NPS_COOKIE_MS = 2_592_000_000;
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
  member: { sn: string } | null,
  device: { deviceNo: string } | null,
): string | null {
  const sn = member?.sn.trim() ?? '';
  if (sn !== '') return `${NPS_COOKIE_PREFIX}${shortHash(`member:${sn}`)}`;
  const deviceNo = device?.deviceNo.trim() ?? '';
  if (deviceNo !== '') return `${NPS_COOKIE_PREFIX}${shortHash(`device:${deviceNo}`)}`;
  return null;
}
