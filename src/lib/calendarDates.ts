import { taipeiParts, type DateInput } from './format';

/**
 * Taipei calendar dates `YYYY-MM-DD` (what a date input gives). Arithmetic is on UTC midnights of
 * those dates, so the machine's time zone never moves a day.
 */
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's date in Taipei. */
export function taipeiToday(now: DateInput = Date.now()): string {
  const parts = taipeiParts(now);
  if (!parts) return '';
  return `${String(parts.year)}-${pad(parts.month)}-${pad(parts.day)}`;
}

export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const shifted = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return shifted.toISOString().slice(0, 10);
}
