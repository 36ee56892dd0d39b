/**
 * When and where a carrier announcement applies (spec 01 §3, §4): its validity and disable
 * windows, its source and its groups. Shared by the popup and the /Announcement page. The types
 * are the fields read, so that any announcement-like record fits.
 */
interface Timed {
  StartTime: string;
  EndTime: string;
}
interface DisableTimed {
  DisableStartTime?: string;
  DisableEndTime?: string;
}

export function layoutTags(announcement: { LayoutTag: string }): string[] {
  return announcement.LayoutTag.split(';')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
}

/** WEB or ALL in a browser, APP or ALL inside the carrier's apps. */
export function matchesSource(announcement: { Source: string }, embedded: boolean): boolean {
  const source = announcement.Source.toUpperCase();
  return source === 'ALL' || source === (embedded ? 'APP' : 'WEB');
}

/** Epoch ms of a carrier date-time, or null when it is missing or unreadable. */
export function parseCarrierTime(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  // The carrier writes "2025-06-01 09:00:00" (Taipei time) or ISO 8601 with an offset.
  const text = value.trim();
  const local = /^(\d{4})[-/](\d{2})[-/](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  const iso = local
    ? `${local[1] ?? ''}-${local[2] ?? ''}-${local[3] ?? ''}T${local[4] ?? ''}:${local[5] ?? ''}:${local[6] ?? '00'}+08:00`
    : text;
  const parsed = Date.parse(iso);
  return Number.isFinite(parsed) ? parsed : null;
}

function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * Within StartTime..EndTime. A missing bound leaves that side open; a bound that is present but
 * unreadable never shows the announcement (a typo must not publish it forever).
 */
export function isWithinValidity(announcement: Timed, now: number): boolean {
  const start = parseCarrierTime(announcement.StartTime);
  const end = parseCarrierTime(announcement.EndTime);
  if (start === null && !isBlank(announcement.StartTime)) return false;
  if (end === null && !isBlank(announcement.EndTime)) return false;
  return (start === null || start <= now) && (end === null || now <= end);
}

/** Both disable times set: the announcement of a roaming application that is switched off. */
export function hasDisableWindow(announcement: DisableTimed): boolean {
  return (
    parseCarrierTime(announcement.DisableStartTime) !== null &&
    parseCarrierTime(announcement.DisableEndTime) !== null
  );
}

/** An announcement with a disable window shows only while the application is switched off. */
export function isWithinDisableWindow(announcement: DisableTimed, now: number): boolean {
  if (!hasDisableWindow(announcement)) return true;
  const start = parseCarrierTime(announcement.DisableStartTime) ?? 0;
  const end = parseCarrierTime(announcement.DisableEndTime) ?? 0;
  return start <= now && now <= end;
}
