import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  axisLabelSpace,
  dataVolumeAxis,
  GRID_STEPS,
  niceAxisMax,
} from '../../src/components/chart/axis';

describe('niceAxisMax', () => {
  it.each([
    [0, 4],
    [-5, 4],
    [Number.NaN, 4],
    [3, 4],
    [7, 8],
    [9, 20],
    [0.3, 0.4],
    [100, 100],
    [101, 200],
    [1399, 2000],
    [899, 1000],
    [1899, 2000],
    [2100, 4000],
    [401, 800],
    [380, 400],
    [3072, 4000],
  ])('puts the top of the axis over %s at %s', (largest, top) => {
    expect(niceAxisMax(largest)).toBe(top);
  });

  it('always reaches the largest value, in round steps', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e9, noNaN: true }), (largest) => {
        const top = niceAxisMax(largest);
        expect(top).toBeGreaterThanOrEqual(largest);
        const step = top / GRID_STEPS;
        const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
        expect([1, 2, 2.5, 5]).toContain(mantissa);
        // Never more than about five times too tall.
        expect(top).toBeLessThanOrEqual(largest * 5 + 1e-9);
      }),
    );
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
});

describe('dataVolumeAxis', () => {
  const labels = (largestMB: number, language = 'en') => {
    const axis = dataVolumeAxis(largestMB, language);
    return Array.from({ length: GRID_STEPS + 1 }, (_, step) =>
      axis.formatAxis((axis.axisMax * step) / GRID_STEPS),
    );
  };

  it('labels in GB from 1 GB up, in round steps, without trailing zeros', () => {
    // A roaming pass of 3 GB used up to 2,350 MB once read 0.6 / 1.3 / 1.9 GB.
    expect(labels(2350)).toEqual(['0 GB', '1 GB', '2 GB', '3 GB', '4 GB']);
    expect(labels(61_000)).toEqual(['0 GB', '20 GB', '40 GB', '60 GB', '80 GB']);
    expect(labels(1100)).toEqual(['0 GB', '0.5 GB', '1 GB', '1.5 GB', '2 GB']);
  });

  it('labels in MB below 1 GB, one unit on the whole axis', () => {
    expect(labels(960)).toEqual(['0 MB', '250 MB', '500 MB', '750 MB', '1,000 MB']);
    expect(labels(0)).toEqual(['0 MB', '1 MB', '2 MB', '3 MB', '4 MB']);
  });

  it('reaches the largest value and groups digits in the language', () => {
    expect(dataVolumeAxis(2350, 'en').axisMax).toBeGreaterThanOrEqual(2350);
    expect(labels(960, 'id').at(-1)).toBe('1.000 MB');
  });
});
