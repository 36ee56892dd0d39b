import { describe, expect, it } from 'vitest';
import type { SpendCap } from '../../../src/api/types/roaming';
import { projectPass, shareOfCap } from '../../../src/features/roaming/capProjection';

const cap = (overrides: Partial<SpendCap> = {}): SpendCap => ({
  enabled: true,
  monthlyAmount: 500,
  dataThresholdMB: null,
  channel: 'SMS',
  action: 'stop',
  month: '202606',
  spentThisMonth: 199,
  dataUsedThisMonthMB: 0,
  alertsReached: [],
  ...overrides,
});

describe('shareOfCap', () => {
  it.each([
    [498, 500, 99],
    [499.99, 500, 99],
    [500, 500, 100],
    [250, 500, 50],
    [249, 500, 49],
    [10, 0, 0],
  ])('%d of %d is %d %%, never rounded up to a threshold', (used, of, share) => {
    expect(shareOfCap(used, of)).toBe(share);
  });
});

describe('projectPass', () => {
  it('says nothing while the cap is off', () => {
    expect(projectPass(cap({ enabled: false }), 999)).toEqual({ kind: 'none' });
  });

  it('gives the share the pass takes the month to', () => {
    expect(projectPass(cap(), 230)).toEqual({ kind: 'within', share: 85, total: 429 });
  });

  it('refuses past a "stop" cap and only warns past an "alert only" one', () => {
    expect(projectPass(cap(), 699)).toEqual({
      kind: 'over',
      share: 179,
      total: 898,
      refused: true,
    });
    expect(projectPass(cap({ action: 'alert' }), 699)).toMatchObject({
      kind: 'over',
      refused: false,
    });
  });

  it('treats a reached data threshold like the amount', () => {
    const full = cap({ dataThresholdMB: 1024, dataUsedThisMonthMB: 1024 });
    expect(projectPass(full, 10)).toEqual({ kind: 'dataReached', refused: true });
    expect(projectPass({ ...full, action: 'alert' }, 10)).toEqual({
      kind: 'dataReached',
      refused: false,
    });
  });
});
