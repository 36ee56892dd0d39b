import { formatNumber, MEGABYTES_PER_GIGABYTE } from '../../lib/format';

/** Equal steps of a value axis: 4 grid lines above the zero line. */
export const GRID_STEPS = 4;

/**
 * The top of a value axis of `steps` equal steps, each a round number (1, 2 or 5 times a power
 * of ten; 2.5 too from 25 up), so that every grid line reads as a round amount. At least
 * `largest`; `steps` (steps of 1) when there is nothing above zero.
 */
export function niceAxisMax(largest: number, steps = GRID_STEPS): number {
  if (!Number.isFinite(largest) || largest <= 0) return steps;
  const rough = largest / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const factors = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  // The tolerance keeps 0.3 / 0.1 = 2.9999999999999996 from rounding up a step.
  const factor = factors.find((candidate) => candidate * power >= rough * (1 - 1e-9)) ?? 10;
  return Number((factor * power * steps).toPrecision(12));
}

/** About how wide a 12 px axis label is drawn (digits, currency signs, units). */
const CHARACTER_WIDTH = 7.2;
const LABEL_GAP = 8;
const MIN_AXIS_WIDTH = 32;

/** The room the value axis needs on the left so that its longest label is not cut off. */
export function axisLabelSpace(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.max(MIN_AXIS_WIDTH, Math.ceil(longest * CHARACTER_WIDTH) + LABEL_GAP);
}

/** One value axis: its top and the text of its labels. */
export interface ValueAxis {
  axisMax: number;
  formatAxis: (value: number) => string;
}

/**
 * A data-volume axis (values in MB): one unit for every label, GB once the largest value reaches
 * 1 GB, else MB; round steps in that unit (0, 1, 2, 3, 4 GB rather than 0.6, 1.3, 1.9 GB); no
 * trailing zero decimals ("2.5 GB", "250 MB").
 */
export function dataVolumeAxis(largestMB: number, language: string): ValueAxis {
  const unit = largestMB >= MEGABYTES_PER_GIGABYTE ? MEGABYTES_PER_GIGABYTE : 1;
  const axisMax = niceAxisMax(Math.max(largestMB, 0) / unit) * unit;
  const unitName = unit === 1 ? 'MB' : 'GB';
  return {
    axisMax,
    formatAxis: (value) => `${formatNumber(Math.max(value, 0) / unit, language, 2)} ${unitName}`,
  };
}
