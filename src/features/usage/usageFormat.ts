import { formatDataVolume, MEGABYTES_PER_GIGABYTE, taipeiParts } from '../../lib/format';

/** `YYYYMM` as the language writes a month ("Mar 2026", "2026年3月"); the text itself otherwise. */
export function formatMonth(month: string, language: string, style: 'short' | 'long' = 'short') {
  const match = /^(\d{4})(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(date);
}

/** The month of `YYYYMM` alone, as a short axis label ("3", "3月"). */
export function formatMonthNumber(month: string, language: string): string {
  const number = Number(month.slice(4, 6));
  if (!Number.isInteger(number) || number < 1 || number > 12) return month;
  return new Intl.DateTimeFormat(language, { month: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, number - 1, 1)),
  );
}

/** `YYYY-MM-DD` as a short day ("3/14"). */
export function formatDay(date: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, {
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

export function formatData(megabytes: number, language: string): string {
  return formatDataVolume(megabytes, language);
}

/**
 * A round top for a chart's value axis, at or above the largest value: 1, 2, 2.5 or 5 times a
 * power of ten of the axis's unit (MB below 1 GB, else GB), so the 4 grid lines read evenly.
 */
export function niceAxisMax(largest: number, unitSize = 1): number {
  if (!Number.isFinite(largest) || largest <= 0) return unitSize;
  const inUnits = largest / unitSize;
  const power = 10 ** Math.floor(Math.log10(inUnits));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= inUnits) ?? 10;
  return step * power * unitSize;
}

/** The axis unit for data: GB once the largest value reaches 1 GB. */
export function dataAxisUnit(largestMB: number): number {
  return largestMB >= MEGABYTES_PER_GIGABYTE ? MEGABYTES_PER_GIGABYTE : 1;
}

/** `YYYYMM` of the month running now in Taipei. */
export function currentTaipeiMonth(now = Date.now()): string {
  const parts = taipeiParts(now);
  return parts ? `${String(parts.year)}${String(parts.month).padStart(2, '0')}` : '';
}

/**
 * A value-axis label: every label in the unit of the axis's top (GB from 1 GB up, else MB), with
 * no trailing zero decimals, so the axis reads "0 GB, 25 GB, 50 GB" rather than mixing units.
 */
export function formatAxisData(megabytes: number, axisMax: number, language: string): string {
  const inGigabytes = axisMax >= MEGABYTES_PER_GIGABYTE;
  const amount = inGigabytes ? megabytes / MEGABYTES_PER_GIGABYTE : megabytes;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    Math.max(amount, 0),
  );
  return `${number} ${inGigabytes ? 'GB' : 'MB'}`;
}
