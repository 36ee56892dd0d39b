/**
 * How the portal's five languages write a billing month, a date and a time, as Intl writes them
 * with the Gregorian calendar and Latin digits (CLDR 48; tests/lib/calendarText.test.ts checks
 * them against Intl). The first Intl formatter of a page loads locale data: 60-100 ms of the bill
 * screen's first render at 4x CPU, as on a slow phone, for output that never changes. Other
 * locales are left to Intl (null).
 */
export type MonthStyle = 'long' | 'short' | 'numeric';

interface CalendarText {
  month: (year: number, month: number, style: MonthStyle) => string;
  /** Year, month and day with two-digit month and day, in the language's order. */
  date: (year: string, month: string, day: string) => string;
  /** Two-digit hours (0-23) and minutes. */
  time: (hour: string, minute: string) => string;
  /** A written date and a written time together. */
  dateTime: (date: string, time: string) => string;
}

const names = (text: string): readonly string[] => text.split(',');

/** "March 2026", "Mar 2026", "3/2026": the month's name, then the year. */
function nameThenYear(long: readonly string[], short: readonly string[]) {
  return (year: number, month: number, style: MonthStyle): string => {
    if (style === 'numeric') return `${String(month)}/${String(year)}`;
    const list = style === 'long' ? long : short;
    return `${list[month - 1] ?? ''} ${String(year)}`;
  };
}

const dayFirst = (year: string, month: string, day: string) => `${day}/${month}/${year}`;
const colonTime = (hour: string, minute: string) => `${hour}:${minute}`;
const spaced = (date: string, time: string) => `${date} ${time}`;
/** CLDR puts a thin space (U+2009) between the Chinese date and time. */
const thinSpaced = (date: string, time: string) => `${date}\u2009${time}`;
const commaSpaced = (date: string, time: string) => `${date}, ${time}`;

const CALENDAR_TEXT: Record<string, CalendarText> = {
  'zh-TW': {
    month: (year, month, style) =>
      style === 'numeric'
        ? `${String(year)}/${String(month)}`
        : `${String(year)}年${String(month)}月`,
    date: (year, month, day) => `${year}/${month}/${day}`,
    time: colonTime,
    dateTime: thinSpaced,
  },
  en: {
    month: nameThenYear(
      names(
        'January,February,March,April,May,June,July,August,September,October,November,December',
      ),
      names('Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec'),
    ),
    date: (year, month, day) => `${month}/${day}/${year}`,
    time: colonTime,
    dateTime: commaSpaced,
  },
  id: {
    month: nameThenYear(
      names(
        'Januari,Februari,Maret,April,Mei,Juni,Juli,Agustus,September,Oktober,November,Desember',
      ),
      names('Jan,Feb,Mar,Apr,Mei,Jun,Jul,Agu,Sep,Okt,Nov,Des'),
    ),
    date: dayFirst,
    time: (hour, minute) => `${hour}.${minute}`,
    dateTime: commaSpaced,
  },
  th: {
    month: nameThenYear(
      names(
        'มกราคม,กุมภาพันธ์,มีนาคม,เมษายน,พฤษภาคม,มิถุนายน,กรกฎาคม,สิงหาคม,กันยายน,ตุลาคม,พฤศจิกายน,ธันวาคม',
      ),
      names('ม.ค.,ก.พ.,มี.ค.,เม.ย.,พ.ค.,มิ.ย.,ก.ค.,ส.ค.,ก.ย.,ต.ค.,พ.ย.,ธ.ค.'),
    ),
    date: dayFirst,
    time: colonTime,
    dateTime: spaced,
  },
  vi: {
    month: (year, month, style) => {
      if (style === 'numeric') return `${String(month)}/${String(year)}`;
      if (style === 'long') return `tháng ${String(month)} năm ${String(year)}`;
      return `thg ${String(month)} ${String(year)}`;
    },
    date: dayFirst,
    time: colonTime,
    dateTime: (date, time) => `${time} ${date}`,
  },
};

/** The years the tables are checked for; others (and unknown locales) go to Intl. */
const WRITTEN_YEARS = { from: 1000, to: 9999 };

const inRange = (year: number) => year >= WRITTEN_YEARS.from && year <= WRITTEN_YEARS.to;
const pad = (value: number) => String(value).padStart(2, '0');

/** Whether the locale is one of those written here (its exact tag, as the portal passes it). */
export function hasCalendarText(locale: string): boolean {
  return Object.hasOwn(CALENDAR_TEXT, locale);
}

const textOf = (locale: string): CalendarText | null =>
  hasCalendarText(locale) ? (CALENDAR_TEXT[locale] ?? null) : null;

/** The fields of a clock reading; `hour` and `minute` only where a time is written. */
export interface ClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A month (1-12) of a year as the language writes it, or null when Intl must. */
export function writtenMonth(
  locale: string,
  year: number,
  month: number,
  style: MonthStyle,
): string | null {
  const text = textOf(locale);
  if (!text || !inRange(year) || month < 1 || month > 12) return null;
  return text.month(year, month, style);
}

/** A day with two-digit month and day as the language orders them, or null when Intl must. */
export function writtenDate(locale: string, parts: ClockParts): string | null {
  const text = textOf(locale);
  if (!text || !inRange(parts.year)) return null;
  return text.date(String(parts.year), pad(parts.month), pad(parts.day));
}

/** 24-hour time with two-digit hours and minutes as the language writes it, or null. */
export function writtenTime(locale: string, parts: ClockParts): string | null {
  const text = textOf(locale);
  return text ? text.time(pad(parts.hour), pad(parts.minute)) : null;
}

/** A day and its 24-hour time, as the language writes them together, or null. */
export function writtenDateTime(locale: string, parts: ClockParts): string | null {
  const text = textOf(locale);
  const date = writtenDate(locale, parts);
  const time = writtenTime(locale, parts);
  if (!text || date === null || time === null) return null;
  return text.dateTime(date, time);
}
