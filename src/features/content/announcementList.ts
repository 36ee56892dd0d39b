import type { Announcement } from '../../api/types/announcement';
import {
  isWithinDisableWindow,
  isWithinValidity,
  layoutTags,
  matchesSource,
} from '../../lib/announcementValidity';
import { ANNOUNCEMENT_GROUPS, type AnnouncementGroup } from '../../state/types';

export interface AnnouncementListContext {
  now: number;
  embedded: boolean;
  testEnvironment: boolean;
}

/** The first group, in the order of ANNOUNCEMENT_GROUPS, that an announcement is tagged with. */
function firstGroup(
  announcement: Announcement,
  testEnvironment: boolean,
): AnnouncementGroup | undefined {
  const tags = new Set(layoutTags(announcement));
  return ANNOUNCEMENT_GROUPS.find(
    (group) => tags.has(group) || (testEnvironment && tags.has(`${group}-uat`)),
  );
}

/**
 * The /Announcement page: every announcement valid now for this kind of visit (web or app), by
 * group, each listed once under its first group. Unlike the popup, "once" and "do not show again"
 * do not hide anything here; expired, not yet valid, out-of-window and ungrouped ones are left out.
 */
export function announcementsByGroup(
  announcements: readonly Announcement[],
  { now, embedded, testEnvironment }: AnnouncementListContext,
): [AnnouncementGroup, Announcement[]][] {
  const groups = new Map<AnnouncementGroup, Announcement[]>();
  for (const announcement of announcements) {
    if (!matchesSource(announcement, embedded)) continue;
    if (!isWithinValidity(announcement, now) || !isWithinDisableWindow(announcement, now)) continue;
    const group = firstGroup(announcement, testEnvironment);
    if (!group) continue;
    groups.set(group, [...(groups.get(group) ?? []), announcement]);
  }
  return ANNOUNCEMENT_GROUPS.flatMap((group) => {
    const list = groups.get(group);
    return list ? [[group, list] as [AnnouncementGroup, Announcement[]]] : [];
  });
}
