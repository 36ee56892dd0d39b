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
