import { matchPath } from 'react-router-dom';
import type { Announcement } from '../../api/types/announcement';
import { paths, type RoutePattern } from '../../config/paths';
import {
  hasDisableWindow,
  isWithinDisableWindow,
  isWithinValidity,
  layoutTags,
  matchesSource,
} from '../../lib/announcementValidity';
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
  isMember: boolean,
): Exclude<AnnouncementGroup, 'all'> | null {
  if (matchPath({ path: paths.home, end: true }, pathname)) {
    return isMember ? 'home' : 'home-nologin';
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

export function isInGroup(
  announcement: Pick<Announcement, 'LayoutTag'>,
  group: AnnouncementGroup,
  testEnvironment: boolean,
): boolean {
  const wanted = tagsForGroup(group, testEnvironment);
  return layoutTags(announcement).some((tag) => wanted.includes(tag));
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

/** A slide of the popup: the announcement with its content HTML already sanitized. */
export interface Slide extends ShownAnnouncement {
  /**
   * The Content, reduced by sanitizeContent.ts to simple markup and safe links ('' for none);
   * TrustedHTML where the browser enforces Trusted Types.
   */
  html: string | TrustedHTML;
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

export interface SlideImages {
  /** Shown below 768 px, and always inside the apps. */
  mobile?: string;
  /** Shown from 768 px on (web only). */
  desktop?: string;
}

/**
 * The pictures of a slide (spec 02 §3): inside the apps the app's own Image; on the web ImageMWeb
 * on a phone-sized screen and ImageWeb from 768 px on, each falling back to the others.
 */
export function slideImages(
  announcement: Pick<Announcement, 'Image' | 'ImageWeb' | 'ImageMWeb'>,
  embedded: boolean,
): SlideImages {
  const pick = (...candidates: (string | undefined)[]) =>
    candidates.map((candidate) => candidate?.trim()).find((candidate) => !!candidate);
  if (embedded) return { mobile: pick(announcement.Image, announcement.ImageMWeb) };
  const mobile = pick(announcement.ImageMWeb, announcement.Image, announcement.ImageWeb);
  const desktop = pick(announcement.ImageWeb, announcement.Image, announcement.ImageMWeb);
  return { mobile, desktop: desktop === mobile ? undefined : desktop };
}

/** A countdown longer than this is cut to it; anything not a positive number means none. */
export const MAX_COUNTDOWN_SECONDS = 120;

/** The slide's countdown in whole seconds (spec 02 §2.3), 0 when it has none. */
export function countdownSeconds(announcement: Pick<Announcement, 'CountdownSeconds'>): number {
  const value = announcement.CountdownSeconds;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return 0;
  return Math.min(Math.floor(value), MAX_COUNTDOWN_SECONDS);
}

/** BTLTag names the browser the link opens in outside the portal (spec 01 §3). */
export function opensExternally(announcement: Pick<Announcement, 'BTLTag'>): boolean {
  return (announcement.BTLTag ?? '').trim() !== '';
}
