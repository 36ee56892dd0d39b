import { formatNumber, MEGABYTES_PER_GIGABYTE } from '../../lib/format';

/** The fewest and the most equal steps of a value axis above its zero line. */
export const MIN_GRID_STEPS = 3;
export const MAX_GRID_STEPS = 6;
/** The steps of an axis with nothing above zero. */
const EMPTY_GRID_STEPS = 4;
/** A step is one of these times a power of ten, so that every grid line reads as a round amount. */
const STEP_FACTORS = [1, 2, 5] as const;

/** A value axis from zero: its top and the equal step between its grid lines. */
export interface AxisScale {
  max: number;
  step: number;
}

/** Drops the binary noise of a product (3 x 0.2 = 0.6000000000000001). */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** The smallest round step (1, 2 or 5 times a power of ten) of at least `value`. */
function roundStepAtLeast(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const factor = STEP_FACTORS.find((candidate) => tidy(candidate * power) >= value) ?? 10;
  return tidy(factor * power);
}

/**
 * The lowest axis over `largest` (to within a billionth) in 3 to 6 equal steps, each step 1, 2 or 5 times a power of ten
 * (never 2.5: "0, 2.5, 5, 7.5" does not read as round), at least `minimumStep` (1 for money and
 * counts, so that no tick reads "NT$0.5"). On a tie the fewer grid lines win. Nothing above zero
 * gives 4 steps of the smallest allowed step.
 */
export function niceAxis(largest: number, minimumStep = 0): AxisScale {
  const floorStep = minimumStep > 0 ? roundStepAtLeast(minimumStep) : 0;
  if (!Number.isFinite(largest) || largest <= 0) {
    const step = floorStep || 1;
    return { max: tidy(step * EMPTY_GRID_STEPS), step };
  }
  let best: AxisScale | null = null;
  const basePower = 10 ** Math.floor(Math.log10(largest / MAX_GRID_STEPS));
  for (const power of [basePower, basePower * 10]) {
    for (const factor of STEP_FACTORS) {
      const step = Math.max(tidy(factor * power), floorStep);
      // The tolerance keeps 0.3 / 0.1 = 2.9999999999999996 from rounding up a step.
      const count = Math.max(MIN_GRID_STEPS, Math.ceil(largest / step - 1e-9));
      if (count > MAX_GRID_STEPS) continue;
      const max = tidy(step * count);
      if (!best || max < best.max || (max === best.max && step > best.step)) best = { max, step };
    }
  }
  // A minimum step far over `largest` leaves no candidate above: its smallest axis.
  return best ?? { max: tidy(floorStep * MIN_GRID_STEPS), step: floorStep };
}

/** The values of the grid lines of an axis, from zero to its top. */
export function axisTicks(scale: AxisScale): number[] {
  const count = Math.round(scale.max / scale.step);
  return Array.from({ length: count + 1 }, (_, index) => tidy(index * scale.step));
}

/** About how wide a 12 px axis label is drawn (digits, currency signs, units). */
const CHARACTER_WIDTH = 7.2;
/** Han, kana and Hangul are drawn about a full em wide. */
const WIDE_CHARACTER_WIDTH = 12;
const WIDE_CHARACTER = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u;
const LABEL_GAP = 8;
const MIN_AXIS_WIDTH = 32;

/** About how wide a 12 px label is drawn, from its characters (all a test DOM can tell). */
export function labelWidth(label: string): number {
  let width = 0;
  for (const character of label) {
    width += WIDE_CHARACTER.test(character) ? WIDE_CHARACTER_WIDTH : CHARACTER_WIDTH;
  }
  return width;
}

/** The room the value axis needs on the left so that its longest label is not cut off. */
export function axisLabelSpace(labels: readonly string[]): number {
  const widest = Math.max(0, ...labels.map(labelWidth));
  return Math.max(MIN_AXIS_WIDTH, Math.ceil(widest) + LABEL_GAP);
}

/** One value axis: its scale and the text of its labels. */
export interface ValueAxis {
  axis: AxisScale;
  formatAxis: (value: number) => string;
}

/**
 * A data-volume axis (values in MB): one unit for every label, GB once the largest value reaches
 * 1 GB, else MB; round steps in that unit (0, 0.5, 1, 1.5, 2, 2.5 GB rather than 0.6, 1.3,
 * 1.9 GB; whole MB below 1 GB); no trailing zero decimals ("2.5 GB", "200 MB").
 */
export function dataVolumeAxis(largestMB: number, language: string): ValueAxis {
  const inGigabytes = largestMB >= MEGABYTES_PER_GIGABYTE;
  const unit = inGigabytes ? MEGABYTES_PER_GIGABYTE : 1;
  const scale = inGigabytes ? niceAxis(largestMB / unit) : niceAxis(Math.max(largestMB, 0), 1);
  const unitName = inGigabytes ? 'GB' : 'MB';
  return {
    axis: { max: scale.max * unit, step: scale.step * unit },
    formatAxis: (value) => `${formatNumber(Math.max(value, 0) / unit, language, 2)} ${unitName}`,
  };
}
