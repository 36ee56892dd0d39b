/**
 * Calendar arithmetic in Asia/Taipei (UTC+8, no daylight saving), independent of the machine's
 * time zone: a Taipei wall-clock time is the UTC fields of the instant shifted by 8 hours.
 */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function taipeiDate(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD`; day and month overflow roll over (day 0 is the last day of the month before). */
export function isoDate(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function dateOf(instant: Date): string {
  const { year, month, day } = taipeiDate(instant);
  return isoDate(year, month, day);
}

/** The Taipei calendar date `days` after the instant. */
export function dateAfter(instant: Date, days: number): string {
  return dateOf(new Date(instant.getTime() + days * DAY_MS));
}

/** `YYYYMM` of the month `offset` months from (year, month). */
export function billMonthOf(year: number, month: number, offset = 0): string {
  const date = new Date(Date.UTC(year, month - 1 + offset, 1));
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}`;
}

export function splitBillMonth(billMonth: string): { year: number; month: number } {
  return { year: Number(billMonth.slice(0, 4)), month: Number(billMonth.slice(4, 6)) };
}

/** Midnight at the start of a Taipei calendar date, as an instant. */
export function startOfTaipeiDate(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
}
