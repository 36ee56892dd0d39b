import { getSitecoreAnnouncement, isAnnouncement } from '../../api/announcement';
import { getEShopRecommend, type EShopRecommendation } from '../../api/eshop';
import type { Announcement } from '../../api/types/announcement';
import { serverNow } from '../../state/serverClock';
import { getEncryptedJsonCookie, setEncryptedJsonCookie } from '../../lib/cookies';
import { arrayOf, INVALID, type Reader } from '../../lib/safeJson';
import { DO_NOT_SHOW_MS } from './announcementRules';

export const RECOMMEND_COOKIE = 'eShopRecommend';
export const DO_NOT_SHOW_COOKIE = 'announceDoNotShow';
/** The recommendation is cached for 10 minutes (spec 01 §9). */
export const RECOMMEND_CACHE_MS = 600_000;
/** The do-not-show-again cookie keeps at most this many announcements (it must fit a cookie). */
export const DO_NOT_SHOW_MAX = 60;

const readRecommendation: Reader<EShopRecommendation> = (value) => {
  if (typeof value !== 'object' || value === null) return INVALID;
  const { title, URL } = value as Record<string, unknown>;
  if (typeof title !== 'string' || typeof URL !== 'string') return INVALID;
  return { title: title.slice(0, 200), URL: URL.slice(0, 500) };
};

/**
 * The eShop recommendation for a mobile-phone number (spec 01 §4): read from its cookie while
 * that is under 10 minutes old, otherwise fetched and cached there. The cookie is what the
 * carrier's eShop pages read; a failed call is not cached, so the next page load asks again.
 */
export async function loadRecommendation(): Promise<EShopRecommendation[]> {
  const cached = getEncryptedJsonCookie(RECOMMEND_COOKIE, arrayOf(readRecommendation, 5));
  if (cached !== undefined) return cached;
  const reply = await getEShopRecommend();
  if ('error' in reply || !Array.isArray(reply.data)) return [];
  const items = reply.data.slice(0, 5).map((item) => readRecommendation(item));
  const valid = items.filter((item): item is EShopRecommendation => item !== INVALID);
  setEncryptedJsonCookie(RECOMMEND_COOKIE, valid, { ms: RECOMMEND_CACHE_MS });
  return valid;
}

/** One entry of the do-not-show-again cookie: the announcement's key and when it may show again. */
type DoNotShowEntry = [key: string, until: number];

const readEntry: Reader<DoNotShowEntry> = (value) => {
  if (!Array.isArray(value) || value.length !== 2) return INVALID;
  const [key, until] = value as unknown[];
  if (typeof key !== 'string' || key.length === 0 || key.length > 20) return INVALID;
  if (typeof until !== 'number' || !Number.isFinite(until)) return INVALID;
  return [key, until];
};

function readEntries(now: number): DoNotShowEntry[] {
  const entries = getEncryptedJsonCookie(DO_NOT_SHOW_COOKIE, arrayOf(readEntry, DO_NOT_SHOW_MAX));
  return (entries ?? []).filter(([, until]) => until > now);
}

function writeEntries(entries: DoNotShowEntry[]): void {
  const kept = entries.slice(-DO_NOT_SHOW_MAX);
  const last = Math.max(0, ...kept.map(([, until]) => until));
  setEncryptedJsonCookie(DO_NOT_SHOW_COOKIE, kept, { ms: Math.max(0, last - Date.now()) });
}

/** Keys of the announcements the customer asked not to see again, still within their 30 hours. */
export function readDoNotShow(now = Date.now()): string[] {
  return readEntries(now).map(([key]) => key);
}

/**
 * Ticking 'do not show next time' hides the announcement for 108,000,000 ms (about 30 h) from the
 * moment it is ticked; unticking it while the popup is open takes it back. Each announcement keeps
 * its own expiry.
 */
export function setDoNotShow(key: string, hidden: boolean, now = Date.now()): void {
  const others = readEntries(now).filter(([candidate]) => candidate !== key);
  writeEntries(hidden ? [...others, [key, now + DO_NOT_SHOW_MS]] : others);
}

export interface AnnouncementData {
  now: number;
  announcements: Announcement[];
}

/**
 * The announcement flow of spec 01 §4: server time (local clock as fallback) and the announcement
 * list. Neither reads the other's answer, so both go out together (each is a round trip on a slow
 * link). The recommendation for mobile phones (`loadRecommendation`) only fills its cookie for the
 * eShop pages; the popup does not wait for it. A failed list reads as empty: the popup is an
 * extra and never shows an error.
 */
export async function loadAnnouncementData(): Promise<AnnouncementData> {
  const [serverTime, reply] = await Promise.all([serverNow(), getSitecoreAnnouncement()]);
  const list = 'error' in reply || !Array.isArray(reply.data) ? [] : reply.data;
  return { now: serverTime.getTime(), announcements: list.filter(isAnnouncement) };
}

let pageLoadData: Promise<AnnouncementData> | null = null;
let arrivedData: AnnouncementData | null = null;

/**
 * The data of this page load, asked for once: by main.tsx while the first screen loads (the popup
 * is often the largest thing on the first view), or by the popup's host when it mounts.
 */
export function announcementDataForThisPage(): Promise<AnnouncementData> {
  pageLoadData ??= loadAnnouncementData().then((data) => {
    arrivedData = data;
    return data;
  });
  return pageLoadData;
}

/**
 * This page load's data once it has arrived, else null: the popup's host then opens the popup in
 * the frame that first paints the page, instead of one task later.
 */
export function arrivedAnnouncementData(): AnnouncementData | null {
  return arrivedData;
}

/** Tests only: the next page load asks again. */
export function forgetAnnouncementData(): void {
  pageLoadData = null;
  arrivedData = null;
}
