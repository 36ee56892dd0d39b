import { getSitecoreAnnouncement } from '../../api/announcement';
import { getEShopRecommend, type EShopRecommendation } from '../../api/eshop';
import type { Announcement } from '../../api/types/announcement';
import { serverNow } from '../../app/serverTime';
import { getEncryptedJsonCookie, setEncryptedJsonCookie } from '../../lib/cookies';
import { arrayOf, INVALID, stringOf, type Reader } from '../../lib/safeJson';
import { DO_NOT_SHOW_MS } from './announcementRules';

export const RECOMMEND_COOKIE = 'eShopRecommend';
export const DO_NOT_SHOW_COOKIE = 'announceDoNotShow';
/** The recommendation is cached for 10 minutes (spec 01 §9). */
export const RECOMMEND_CACHE_MS = 600_000;

const readRecommendation: Reader<EShopRecommendation> = (value) => {
  if (typeof value !== 'object' || value === null) return INVALID;
  const { title, URL } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof URL !== 'string') return INVALID;
  return { title: title.slice(0, 200), URL: URL.slice(0, 500) };
};

/** The recommendation for a mobile phone: from the cookie when cached, else fetched and cached. */
export async function loadRecommendation(): Promise<EShopRecommendation[]> {
  const cached = getEncryptedJsonCookie(RECOMMEND_COOKIE, arrayOf(readRecommendation, 5));
  if (cached !== undefined) return cached;
  const reply = await getEShopRecommend();
  if ('error' in reply) return [];
  const items = reply.data.slice(0, 5);
  setEncryptedJsonCookie(RECOMMEND_COOKIE, items, { ms: RECOMMEND_CACHE_MS });
  return items;
}

export function readDoNotShow(): string[] {
  return getEncryptedJsonCookie(DO_NOT_SHOW_COOKIE, arrayOf(stringOf(20), 100)) ?? [];
}

/** Adds keys to the do-not-show-again cookie (about 30 h). */
export function rememberDoNotShow(keys: readonly string[]): void {
  if (keys.length === 0) return;
  const merged = [...new Set([...readDoNotShow(), ...keys])].slice(-100);
  setEncryptedJsonCookie(DO_NOT_SHOW_COOKIE, merged, { ms: DO_NOT_SHOW_MS });
}

export interface AnnouncementData {
  now: number;
  announcements: Announcement[];
}

/**
 * The announcement flow of spec 01 §4: server time (local clock as fallback), the recommendation
 * for mobile phones, then the announcement list. A failed list reads as empty: the popup is an
 * extra and never shows an error.
 */
export async function loadAnnouncementData(options: {
  isMobilePhone: boolean;
}): Promise<AnnouncementData> {
  const now = (await serverNow()).getTime();
  if (options.isMobilePhone) await loadRecommendation();
  const reply = await getSitecoreAnnouncement();
  return { now, announcements: 'error' in reply ? [] : reply.data };
}
