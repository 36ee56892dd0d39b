import { addDays, isCalendarDate, taipeiToday } from '../../lib/calendarDates';

/** Trip dates are Taipei calendar dates (lib/calendarDates), counted on UTC midnights. */
const DAY_MS = 86_400_000;

export { addDays, isCalendarDate, taipeiToday };

/** Days from start to end, counting both. */
export function tripLength(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1
  );
}

export const MAX_TRIP_DAYS = 30;

export type TripMode = 'days' | 'end';

export interface TripInput {
  country: string;
  startDate: string;
  mode: TripMode;
  days: string;
  endDate: string;
}

export type TripErrorKey =
  | 'countryRequired'
  | 'startRequired'
  | 'startInPast'
  | 'daysRange'
  | 'endRequired'
  | 'endBeforeStart'
  | 'tooLong';

export type TripErrors = Partial<Record<keyof TripInput, TripErrorKey>>;

export interface Trip {
  country: string;
  startDate: string;
  endDate: string;
  days: number;
}

/**
 * Checks the finder's fields: a country, a start date from today on (Taipei), then either a
 * number of days (1-30) or an end date not before the start and at most 30 days on.
 */
export function checkTrip(
  input: TripInput,
  today: string,
): { ok: true; trip: Trip } | { ok: false; errors: TripErrors } {
  const errors: TripErrors = {};
  if (input.country === '') errors.country = 'countryRequired';
  const start = input.startDate.trim();
  if (!isCalendarDate(start)) errors.startDate = 'startRequired';
  else if (start < today) errors.startDate = 'startInPast';

  let days = 0;
  if (input.mode === 'days') {
    days = Number(input.days.trim());
    if (!/^\d+$/.test(input.days.trim()) || days < 1 || days > MAX_TRIP_DAYS) {
      errors.days = 'daysRange';
    }
  } else {
    const end = input.endDate.trim();
    if (!isCalendarDate(end)) errors.endDate = 'endRequired';
    else if (isCalendarDate(start) && end < start) errors.endDate = 'endBeforeStart';
    else if (isCalendarDate(start)) {
      days = tripLength(start, end);
      if (days > MAX_TRIP_DAYS) errors.endDate = 'tooLong';
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    trip: { country: input.country, startDate: start, endDate: addDays(start, days - 1), days },
  };
}

/** The last `count` months, newest first, as { year, month }. */
export function recentMonths(today: string, count: number): { year: number; month: number }[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - index, 1));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
  });
}
