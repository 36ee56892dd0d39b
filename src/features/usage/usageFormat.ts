import { formatNumber, MEGABYTES_PER_GIGABYTE, taipeiParts } from '../../lib/format';

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
  return `${formatNumber(Math.max(amount, 0), language, 1)} ${inGigabytes ? 'GB' : 'MB'}`;
}
