import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axisLabelSpace,
  axisTicks,
  dataVolumeAxis,
  labelWidth,
  MAX_GRID_STEPS,
  MIN_GRID_STEPS,
  niceAxis,
} from '../../src/components/chart/axis';
import { formatMoney } from '../../src/lib/format';

/** The leading digit of a step: 1, 2 or 5 for a round step. */
function mantissa(step: number): number {
  return Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
}

describe('niceAxis', () => {
  it.each([
    [0, 0, { max: 4, step: 1 }],
    [-5, 0, { max: 4, step: 1 }],
    [Number.NaN, 0, { max: 4, step: 1 }],
    [3, 0, { max: 3, step: 1 }],
    [7, 0, { max: 8, step: 2 }],
    [0.3, 0, { max: 0.3, step: 0.1 }],
    [0.3, 1, { max: 3, step: 1 }],
    [101, 1, { max: 120, step: 20 }],
    // A plan of NT$1,399 a month: 0 / 500 / 1,000 / 1,500, not up to 2,000 in four steps.
    [1399, 1, { max: 1500, step: 500 }],
    [1520, 1, { max: 2000, step: 500 }],
    [2100, 1, { max: 2500, step: 500 }],
    [960, 1, { max: 1000, step: 200 }],
    [12.1, 0, { max: 15, step: 5 }],
    [30.1, 0, { max: 40, step: 10 }],
  ])('puts the axis over %s (steps of at least %s) at %o', (largest, minimumStep, scale) => {
    expect(niceAxis(largest, minimumStep)).toEqual(scale);
  });

  it('reaches the largest value in 3 to 6 steps of 1, 2 or 5 times a power of ten', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), (largest) => {
        const { max, step } = niceAxis(largest);
        // Reached to within a billionth: rounding noise (0.3 / 0.1) does not add a step.
        expect(max).toBeGreaterThanOrEqual(largest * (1 - 1e-9));
        expect([1, 2, 5]).toContain(mantissa(step));
        const steps = Math.round(max / step);
        expect(Math.abs(steps * step - max)).toBeLessThanOrEqual(max * 1e-9);
        expect(steps).toBeGreaterThanOrEqual(MIN_GRID_STEPS);
        expect(steps).toBeLessThanOrEqual(MAX_GRID_STEPS);
        // Tight: the bars fill at least three quarters of the chart's height.
        expect(max).toBeLessThanOrEqual((largest * 4) / 3 + 1e-9 * max);
      }),
    );
  });

  it('keeps whole steps for money and counts, so that no tick reads NT$0.5', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (largest) => {
        const scale = niceAxis(largest, 1);
        const ticks = axisTicks(scale);
        expect(ticks[0]).toBe(0);
        expect(ticks.at(-1)).toBe(scale.max);
        for (const tick of ticks) {
          expect(Number.isInteger(tick)).toBe(true);
          expect(formatMoney(tick)).not.toContain('.');
        }
      }),
    );
  });
});

describe('axisTicks', () => {
  it('lists the grid lines from zero to the top without binary noise', () => {
    expect(axisTicks({ max: 1.2, step: 0.2 })).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1, 1.2]);
    expect(axisTicks({ max: 1500, step: 500 })).toEqual([0, 500, 1000, 1500]);
  });
});

describe('axisLabelSpace', () => {
  it('grows with the longest label, so that money labels are not cut off', () => {
    const short = axisLabelSpace(['0', '5', '10']);
    const money = axisLabelSpace(['NT$0', 'NT$500', 'NT$1,000', 'NT$1,500', 'NT$2,000']);
    expect(short).toBe(32);
    expect(money).toBeGreaterThan(8 * 7);
    expect(money).toBeGreaterThan(short);
  });

  it('counts Han characters about a full em wide', () => {
    expect(labelWidth('1,000 分鐘')).toBeGreaterThan(labelWidth('1,000 min'));
    expect(axisLabelSpace(['1,000 分鐘'])).toBeGreaterThanOrEqual(6 * 7.2 + 2 * 12);
  });
});

describe('dataVolumeAxis', () => {
  const labels = (largestMB: number, language = 'en') => {
    const { axis, formatAxis } = dataVolumeAxis(largestMB, language);
    return axisTicks(axis).map(formatAxis);
  };

  it('labels in GB from 1 GB up, in round steps, without trailing zeros', () => {
    // A roaming pass of 3 GB used up to 2,350 MB once read 0.6 / 1.3 / 1.9 GB.
    expect(labels(2350)).toEqual(['0 GB', '0.5 GB', '1 GB', '1.5 GB', '2 GB', '2.5 GB']);
    expect(labels(61_000)).toEqual(['0 GB', '20 GB', '40 GB', '60 GB']);
  });

  it('labels in whole MB below 1 GB, one unit on the whole axis', () => {
    // The roaming chart once read "960.00 MB" beside GB ticks.
    expect(labels(960)).toEqual(['0 MB', '200 MB', '400 MB', '600 MB', '800 MB', '1,000 MB']);
    expect(labels(0)).toEqual(['0 MB', '1 MB', '2 MB', '3 MB', '4 MB']);
  });

  it('groups digits in the language', () => {
    expect(labels(960, 'id').at(-1)).toBe('1.000 MB');
    expect(labels(960, 'vi').at(-1)).toBe('1.000 MB');
  });

  it('always reaches the largest value in one unit, without ".00"', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        fc.constantFrom('zh-TW', 'en', 'id', 'th', 'vi'),
        (largestMB, language) => {
          const { axis, formatAxis } = dataVolumeAxis(largestMB, language);
          expect(axis.max).toBeGreaterThanOrEqual(largestMB * (1 - 1e-9));
          const texts = axisTicks(axis).map(formatAxis);
          const units = new Set(texts.map((text) => text.split(' ').at(-1)));
          expect(units.size).toBe(1);
          const decimal = language === 'id' || language === 'vi' ? ',' : '.';
          const trailingZero = new RegExp(`\\${decimal}\\d*0 `);
          for (const text of texts) expect(text).not.toMatch(trailingZero);
          expect(new Set(texts).size).toBe(texts.length);
        },
      ),
    );
  });
});
