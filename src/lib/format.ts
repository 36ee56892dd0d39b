/**
 * Display formatting: data volumes, money, dates and times in Asia/Taipei, and the age of a
 * "last updated" time (spec 02 §5.1, §9; design §4). Pure; never throws: an unusable input
 * gives '' (or the documented fallback), and an unknown locale falls back to zh-TW.
 */

import {
  hasCalendarText,
  writtenDate,
  writtenDateTime,
  writtenMonth,
  writtenTime,
  type MonthStyle,
} from './calendarText';

export const TAIPEI_TIME_ZONE = 'Asia/Taipei';
export const FALLBACK_LOCALE = 'zh-TW';
/** The ROC (民國) calendar counts years from 1912: year 115 is 2026. */
export const ROC_YEAR_OFFSET = 1911;
export const MEGABYTES_PER_GIGABYTE = 1024;

function safeLocale(locale: string | undefined): string {
  if (!locale) return FALLBACK_LOCALE;
  // The portal's own languages are canonical already; no Intl call for them.
  if (hasCalendarText(locale)) return locale;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  const cached = formatters.get(key);
  if (cached instanceof Intl.NumberFormat) return cached;
  const created = new Intl.NumberFormat(locale, options);
  formatters.set(key, created);
  return created;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  const cached = formatters.get(key);
  if (cached instanceof Intl.DateTimeFormat) return cached;
  const created = new Intl.DateTimeFormat(locale, options);
  formatters.set(key, created);
  return created;
}

/**
 * `value` cut (toward zero) to `digits` decimals, never rounded up. It works on the shortest
 * decimal text of the number, so 0.29 stays 0.29 although its binary value is 0.28999...
 */
export function truncateDecimals(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  if (text.includes('e')) {
    // From 1e21 up numbers are whole; below 1e-6 no digit survives the cut.
    return Math.abs(value) >= 1 ? value : 0;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const cut = Number(`${whole}.${fraction.slice(0, digits) || '0'}`);
  return Object.is(cut, -0) ? 0 : cut;
}

export type DataUnit = 'MB' | 'GB';

/** The amount and unit shown for a data volume given in megabytes (1 GB = 1024 MB). */
export function dataVolumeParts(megabytes: number): { amount: number; unit: DataUnit } {
  const safe = Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 0;
  if (safe < MEGABYTES_PER_GIGABYTE) return { amount: truncateDecimals(safe), unit: 'MB' };
  return { amount: truncateDecimals(safe / MEGABYTES_PER_GIGABYTE), unit: 'GB' };
}

/**
 * A data volume given in megabytes: under 1 GB in MB, otherwise in GB, with two decimals,
 * truncated (1023.999 MB is "1,023.99 MB"; 2047.99 MB is "1.99 GB"). Negative or unusable
 * input shows as 0.00 MB.
 */
export function formatDataVolume(megabytes: number, locale?: string): string {
  const { amount, unit } = dataVolumeParts(megabytes);
  const number = numberFormat(safeLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${unit}`;
}

/**
 * The thousands and decimal separators of the portal's languages, as Intl writes numbers in them
 * (tests/lib/format.test.ts compares): "." and "," in Indonesian and Vietnamese, "," and "."
 * in the others.
 */
const SEPARATORS: Readonly<Record<string, readonly [group: string, decimal: string]>> = {
  id: ['.', ','],
  vi: ['.', ','],
};

/**
 * The interface language for amounts written without one: the page's `<html lang>`, which i18n
 * sets on every change of language (i18n/setup.ts), so that every amount on a screen groups its
 * digits as the language does, including the ones whose caller has no language at hand. Read
 * here rather than set from i18n, which would bring this module into the entry chunk. The screens
 * re-render on a change of language, so none keeps an amount in the old convention.
 */
function documentLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

/**
 * An amount of New Taiwan dollars: "NT$1,443", with the "NT$" sign in every interface language
 * (the carrier's bills, receipts and SMS print it) and the digits grouped as the language groups
 * every other number on the same screen: "NT$1.443" in id and vi, like "1.024,50 MB" beside it
 * (docs/architecture.md § Money). Without a language, the page's language's convention
 * (`<html lang>`), else the comma one. Whole amounts show
 * no decimals, others two; negative amounts (a discount) read "-NT$140". Non-finite input: ''.
 */
export function formatMoney(amount: number, language?: string): string {
  if (!Number.isFinite(amount)) return '';
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const digits =
    groupedDigits(Math.abs(amount), fractionDigits) ??
    numberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(Math.abs(amount));
  const writtenIn = language ?? documentLanguage();
  const [group, decimal] = (writtenIn === undefined ? undefined : SEPARATORS[writtenIn]) ?? [
    ',',
    '.',
  ];
  const written =
    group === ','
      ? digits
      : digits.replace(/[,.]/g, (separator) => (separator === ',' ? group : decimal));
  return `${amount < 0 ? '-' : ''}NT$${written}`;
}

/**
 * A non-negative number with comma grouping and `fractionDigits` decimals, rounded half away from
 * zero on its shortest decimal text, exactly as Intl's en-US format writes it (checked by a
 * property test); null for the exponent forms of very large or tiny numbers. No Intl: the first
 * formatter of a page costs tens of milliseconds on a slow phone.
 */
function groupedDigits(value: number, fractionDigits: 0 | 2): string | null {
  const text = String(value);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let units = BigInt(whole + fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits));
  if ((fraction[fractionDigits] ?? '0') >= '5') units += 1n;
  const digits = units.toString().padStart(fractionDigits + 1, '0');
  const head = digits.slice(0, digits.length - fractionDigits);
  const grouped = head.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fractionDigits === 0 ? grouped : `${grouped}.${digits.slice(-fractionDigits)}`;
}

/** A plain count with the language's grouping ("1,234"; "1.234" in id). */
export function formatCount(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(safeLocale(locale), { maximumFractionDigits: 0 }).format(value);
}

export type { MonthStyle };

/**
 * A billing month `YYYYMM` (also `YYYY-MM`, `YYYY/MM`) as the language writes it: "March 2026",
 * "2026年3月" (long, the default), "Mar 2026" (short), "3/2026"-like (numeric). A calendar month
 * has no time zone, so none can move it. Text that is not a month is returned as it came.
 */
export function formatMonth(month: string, locale?: string, style: MonthStyle = 'long'): string {
  const match = /^(\d{4})[-/]?(\d{2})$/.exec(month.trim());
  if (!match) return month;
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return month;
  const language = safeLocale(locale);
  const written = writtenMonth(language, Number(match[1]), monthIndex + 1, style);
  if (written !== null) return written;
  return dateFormat(language, {
    timeZone: 'UTC',
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: style,
  }).format(new Date(Date.UTC(Number(match[1]), monthIndex, 1)));
}

export type DateInput = Date | number | string;

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const WALL_CLOCK =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function fromTaipeiWallClock(parts: readonly (string | undefined)[]): Date | null {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map((part) =>
    Number(part ?? 0),
  );
  if (year === undefined || month === undefined || day === undefined) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  const same =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second;
  return same ? new Date(utc - TAIPEI_OFFSET_MS) : null;
}

/**
 * A point in time, or null. Numbers are epoch milliseconds. Text with a zone ("...Z",
 * "...+08:00") is that instant; text without one ("2026/01/31 13:45", "2026-01-31",
 * "20260131") is read as Taipei wall-clock time (UTC+8), as the carrier's API writes it.
 */
export function toDate(input: unknown): Date | null {
  let time = Number.NaN;
  if (input instanceof Date) time = input.getTime();
  else if (typeof input === 'number') time = input;
  else if (typeof input === 'string') {
    const text = input.trim();
    const wall = WALL_CLOCK.exec(text) ?? COMPACT_DATE.exec(text);
    if (wall) return fromTaipeiWallClock(wall.slice(1));
    if (WITH_ZONE.test(text)) time = Date.parse(text);
  }
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15 ? new Date(time) : null;
}

export interface TaipeiParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Taiwan has kept UTC+8 without daylight saving since its last summer time ended in 1979: from
 * 1980 on, Taipei's clock is UTC shifted by 8 hours, which needs no time-zone data at all.
 */
export const TAIPEI_FIXED_OFFSET_SINCE = Date.UTC(1980, 0, 1) - TAIPEI_OFFSET_MS;

function fixedOffsetTaipeiParts(time: number): TaipeiParts {
  const clock = new Date(time + TAIPEI_OFFSET_MS);
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth() + 1,
    day: clock.getUTCDate(),
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
    second: clock.getUTCSeconds(),
  };
}

/**
 * The calendar fields of a time as a clock in Taipei shows them, or null. Times from 1980 on are
 * computed from the fixed offset: the footer asks for the year on every first render, and the
 * first Intl.DateTimeFormat with a time zone costs tens of milliseconds on a slow phone.
 */
export function taipeiParts(input: DateInput): TaipeiParts | null {
  const date = toDate(input);
  if (!date) return null;
  if (date.getTime() >= TAIPEI_FIXED_OFFSET_SINCE) return fixedOffsetTaipeiParts(date.getTime());
  const parts = dateFormat('en-US', {
    timeZone: TAIPEI_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
    era: 'short',
  }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  const era = parts.find((part) => part.type === 'era')?.value;
  const year = era === 'BC' ? 1 - field('year') : field('year');
  return {
    year,
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

/** The Gregorian year in Taipei (e.g. for the footer's company line), or NaN. */
export function taipeiYear(input: DateInput): number {
  return taipeiParts(input)?.year ?? Number.NaN;
}

/** The ROC (民國) year in Taipei: 2026 is 115. NaN for an unusable input. */
export function rocYear(input: DateInput): number {
  return taipeiYear(input) - ROC_YEAR_OFFSET;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The date with the ROC year as the portal prints it: "115/01/31" (Taipei time), or ''. */
export function formatRocDate(input: DateInput): string {
  const parts = taipeiParts(input);
  if (!parts) return '';
  return `${parts.year - ROC_YEAR_OFFSET}/${pad(parts.month)}/${pad(parts.day)}`;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: TAIPEI_TIME_ZONE,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

/** The date in Taipei in the locale's order, Gregorian calendar ("2026/01/31" in zh-TW), or ''. */
export function formatDate(input: DateInput, locale?: string): string {
  const date = toDate(input);
  if (!date) return '';
  const language = safeLocale(locale);
  const parts = taipeiParts(date);
  return (parts && writtenDate(language, parts)) ?? dateFormat(language, DATE_OPTIONS).format(date);
}

/** Date and 24-hour time in Taipei ("2026/01/31 13:45" in zh-TW), or ''. */
export function formatDateTime(input: DateInput, locale?: string): string {
  const date = toDate(input);
  if (!date) return '';
  const language = safeLocale(locale);
  const parts = taipeiParts(date);
  const written = parts && writtenDateTime(language, parts);
  if (written) return written;
  return dateFormat(language, {
    ...DATE_OPTIONS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** The 24-hour time in Taipei ("13:45"), or ''. */
export function formatTime(input: DateInput, locale?: string): string {
  const date = toDate(input);
  if (!date) return '';
  const language = safeLocale(locale);
  const parts = taipeiParts(date);
  const written = parts && writtenTime(language, parts);
  if (written) return written;
  return dateFormat(language, {
    timeZone: TAIPEI_TIME_ZONE,
    numberingSystem: 'latn',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export type UpdateAge = 'fresh' | 'stale' | 'old';

export const STALE_AFTER_MS = 10 * 60 * 1000;
export const OLD_AFTER_MS = 60 * 60 * 1000;

/**
 * How old a "last updated" time is: over 10 minutes 'stale' (shown orange), over an hour 'old'
 * (shown red), else 'fresh'. A time in the future is fresh; an unusable one is old.
 */
export function lastUpdateAge(updatedAt: DateInput, now: DateInput = Date.now()): UpdateAge {
  const updated = toDate(updatedAt);
  const current = toDate(now);
  if (!updated || !current) return 'old';
  const age = current.getTime() - updated.getTime();
  if (age > OLD_AFTER_MS) return 'old';
  if (age > STALE_AFTER_MS) return 'stale';
  return 'fresh';
}

/** Country or region codes (ISO 3166, e.g. "JP") as names in `locale`, joined with commas. */
export function formatRegions(codes: readonly string[], locale?: string): string {
  const names = new Intl.DisplayNames(locale ? [locale] : [], { type: 'region' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
}

/** A number with the language's grouping and at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, locale?: string, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(safeLocale(locale), { maximumFractionDigits }).format(value);
}

/** The month of `YYYYMM` alone, as a short chart label ("3", "3月"); the text itself otherwise. */
export function formatMonthNumber(month: string, locale?: string): string {
  const match = /^\d{4}[-/]?(\d{2})$/.exec(month.trim());
  const number = Number(match?.[1]);
  if (!match || number < 1 || number > 12) return month;
  return dateFormat(safeLocale(locale), {
    timeZone: 'UTC',
    numberingSystem: 'latn',
    month: 'numeric',
  }).format(new Date(Date.UTC(2000, number - 1, 1)));
}

/** A calendar day `YYYY-MM-DD` as month and day only ("3/14"), for a chart; the text otherwise. */
export function formatDayMonth(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return date;
  return dateFormat(safeLocale(locale), {
    timeZone: 'UTC',
    numberingSystem: 'latn',
    month: 'numeric',
    day: 'numeric',
  }).format(day);
}
