import { matchPath } from 'react-router-dom';
import type { Announcement } from '../../api/types/announcement';
import { paths, type RoutePattern } from '../../config/paths';
import type { AnnouncementGroup } from '../../state/types';

/** The do-not-show-again cookie lasts 108,000,000 ms, 30 hours (spec 01 §9). */
export const DO_NOT_SHOW_MS = 108_000_000;

/** At most this many announcements are shown at once (spec 01 §9). */
export const MAX_ANNOUNCEMENTS = 5;

/** The global group: shown on every page, only its first announcement (spec 01 §4). */
export const GLOBAL_GROUP: AnnouncementGroup = 'all';

/** The route patterns of each page group; a page in none of them shows the global group only. */
const GROUP_ROUTES: readonly [Exclude<AnnouncementGroup, 'all'>, readonly RoutePattern[]][] = [
  ['login', [paths.login, paths.appLogin]],
  ['bill', [paths.bill]],
  [
    'billpay',
    [
      paths.withholdingPayment,
      paths.mobilePaymentForPos,
      paths.autoPayment,
      paths.recharge,
      paths.directCarrierBilling,
    ],
  ],
  ['roaming', [paths.roaming, paths.roamingHistory, paths.roamingNextTest]],
];

/**
 * The page group of a route (spec 01 §2): home is `home` for a member and `home-nologin` for a
 * visitor; login, bill, bill payment and roaming pages have their own; any other page has none.
 */
export function groupForPath(
  pathname: string,
  isLogin: boolean,
): Exclude<AnnouncementGroup, 'all'> | null {
  if (matchPath({ path: paths.home, end: true }, pathname)) {
    return isLogin ? 'home' : 'home-nologin';
  }
  for (const [group, patterns] of GROUP_ROUTES) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) {
      return group;
    }
  }
  return null;
}

/** The LayoutTag values that put an announcement in `group`; `-uat` ones only in the test environment. */
export function tagsForGroup(group: AnnouncementGroup, testEnvironment: boolean): string[] {
  return testEnvironment ? [group, `${group}-uat`] : [group];
}

export function layoutTags(announcement: Pick<Announcement, 'LayoutTag'>): string[] {
  return announcement.LayoutTag.split(';')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

export function isInGroup(
  announcement: Pick<Announcement, 'LayoutTag'>,
  group: AnnouncementGroup,
  testEnvironment: boolean,
): boolean {
  const wanted = tagsForGroup(group, testEnvironment);
  return layoutTags(announcement).some((tag) => wanted.includes(tag));
}

/** WEB or ALL in a browser, APP or ALL inside the carrier's apps. */
export function matchesSource(
  announcement: Pick<Announcement, 'Source'>,
  embedded: boolean,
): boolean {
  const source = announcement.Source.toUpperCase();
  return source === 'ALL' || source === (embedded ? 'APP' : 'WEB');
}

/** Epoch ms of a carrier date-time, or null when it is missing or unreadable. */
export function parseCarrierTime(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  // The carrier writes "2025-06-01 09:00:00" (Taipei time) or ISO 8601 with an offset.
  const text = value.trim();
  const local = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const iso = local
    ? `${local[1] ?? ''}-${local[2] ?? ''}-${local[3] ?? ''}T${local[4] ?? ''}:${local[5] ?? ''}:${local[6] ?? '00'}+08:00`
    : text;
  const parsed = Date.parse(iso);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Within StartTime..EndTime; an unreadable window never shows. */
export function isWithinValidity(
  announcement: Pick<Announcement, 'StartTime' | 'EndTime'>,
  now: number,
): boolean {
  const start = parseCarrierTime(announcement.StartTime);
  const end = parseCarrierTime(announcement.EndTime);
  return start !== null && end !== null && start <= now && now <= end;
}

/** Both disable times set: the announcement of a roaming application that is switched off. */
export function hasDisableWindow(
  announcement: Pick<Announcement, 'DisableStartTime' | 'DisableEndTime'>,
): boolean {
  return (
    parseCarrierTime(announcement.DisableStartTime) !== null &&
    parseCarrierTime(announcement.DisableEndTime) !== null
  );
}

/** An announcement with a disable window shows only while the application is switched off. */
export function isWithinDisableWindow(
  announcement: Pick<Announcement, 'DisableStartTime' | 'DisableEndTime'>,
  now: number,
): boolean {
  if (!hasDisableWindow(announcement)) return true;
  const start = parseCarrierTime(announcement.DisableStartTime) ?? 0;
  const end = parseCarrierTime(announcement.DisableEndTime) ?? 0;
  return start <= now && now <= end;
}

export function isShownOnce(announcement: Pick<Announcement, 'ShowTime'>): boolean {
  return announcement.ShowTime.trim().toLowerCase() === 'once';
}

/** Maintenance notices (ShowTime `disable`, or a disable window) are acknowledged with 確定. */
export function isMaintenance(
  announcement: Pick<Announcement, 'ShowTime' | 'DisableStartTime' | 'DisableEndTime'>,
): boolean {
  return announcement.ShowTime.trim().toLowerCase() === 'disable' || hasDisableWindow(announcement);
}

/**
 * The key under which "do not show again" remembers an announcement: a short FNV-1a hash of
 * its title and text, so that the cookie stays small whatever the texts are.
 */
export function announcementKey(announcement: Pick<Announcement, 'Title' | 'Text'>): string {
  const text = `${announcement.Title ?? ''}\u0000${announcement.Text}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export interface AnnouncementContext {
  /** The page group of the current route, or null for a page with none. */
  group: Exclude<AnnouncementGroup, 'all'> | null;
  now: number;
  embedded: boolean;
  testEnvironment: boolean;
  /** Texts already shown, per group (client.alreadyShownAnnouncement). */
  alreadyShown: Partial<Record<AnnouncementGroup, readonly string[]>>;
  /** Keys the do-not-show-again cookie holds. */
  hiddenKeys: ReadonlySet<string>;
}

/** One announcement to show, with the group it is shown under (for the once-shown history). */
export interface ShownAnnouncement {
  announcement: Announcement;
  group: AnnouncementGroup;
  key: string;
}

/** Every rule but the group: source, validity, disable window, once-shown, do not show again. */
export function isShowable(
  announcement: Announcement,
  group: AnnouncementGroup,
  context: AnnouncementContext,
): boolean {
  if (!matchesSource(announcement, context.embedded)) return false;
  if (!isWithinValidity(announcement, context.now)) return false;
  if (!isWithinDisableWindow(announcement, context.now)) return false;
  if (isShownOnce(announcement) && (context.alreadyShown[group] ?? []).includes(announcement.Text))
    return false;
  return !context.hiddenKeys.has(announcementKey(announcement));
}

function showableIn(
  announcements: readonly Announcement[],
  group: AnnouncementGroup,
  context: AnnouncementContext,
): ShownAnnouncement[] {
  return announcements
    .filter((announcement) => isInGroup(announcement, group, context.testEnvironment))
    .filter((announcement) => isShowable(announcement, group, context))
    .map((announcement) => ({ announcement, group, key: announcementKey(announcement) }));
}

/**
 * The announcements of the popup (spec 01 §4): the first showable one of the global group, then
 * those of the page's group (an announcement in both counts once), at most five in all.
 */
export function selectAnnouncements(
  announcements: readonly Announcement[],
  context: AnnouncementContext,
): ShownAnnouncement[] {
  const global = showableIn(announcements, GLOBAL_GROUP, context).slice(0, 1);
  const page = context.group ? showableIn(announcements, context.group, context) : [];
  const seen = new Set(global.map((item) => item.key));
  const merged = [...global];
  for (const item of page) {
    if (!seen.has(item.key)) {
      seen.add(item.key);
      merged.push(item);
    }
  }
  return merged.slice(0, MAX_ANNOUNCEMENTS);
}

/** Which picture a slide shows: the app's own in the apps, else the desktop or mobile web one. */
export function imageFor(
  announcement: Pick<Announcement, 'Image' | 'ImageWeb' | 'ImageMWeb'>,
  options: { embedded: boolean; desktop: boolean },
): string | undefined {
  const pick = (...candidates: (string | undefined)[]) =>
    candidates.find((candidate) => candidate !== undefined && candidate.trim() !== '');
  if (options.embedded) return pick(announcement.Image, announcement.ImageMWeb);
  return options.desktop
    ? pick(announcement.ImageWeb, announcement.Image, announcement.ImageMWeb)
    : pick(announcement.ImageMWeb, announcement.Image, announcement.ImageWeb);
}
