import { describe, expect, it } from 'vitest';
import type { DaBalance, DaInfo } from '../../../src/api/types/prepaid';
import { dataLeftMb, nextPlanToEnd } from '../../../src/features/prepaid/prepaidRules';

function plan(name: string, endTime: string, extra: Partial<DaInfo> = {}): DaInfo {
  return {
    name,
    startTime: '2026-11-01T00:00:00+08:00',
    endTime,
    description: '',
    status: 'active',
    ...extra,
  };
}

const dataAccount: DaBalance = { account: 'data', balance: 512, unit: 'MB' };
const voiceAccount: DaBalance = { account: 'voice', balance: 1800, unit: 'seconds' };

describe('the prepaid home at a glance', () => {
  it('adds the data account and what running volume plans have left, bonus included', () => {
    const plans = [
      plan('2GB', '2026-12-20T00:00:00+08:00', { remainingMb: 1024, bonusRemainingMb: 100 }),
      plan('1GB ended', '2026-11-02T00:00:00+08:00', { status: 'expired', remainingMb: 900 }),
      plan('Daily unlimited', '2026-11-30T00:00:00+08:00'),
    ];
    expect(dataLeftMb([dataAccount, voiceAccount], plans)).toBe(512 + 1024 + 100);
  });

  it('says there is no data when neither an account nor a running plan holds any', () => {
    expect(dataLeftMb([voiceAccount], [plan('Daily', '2026-11-30T00:00:00+08:00')])).toBeNull();
    expect(dataLeftMb([], [])).toBeNull();
  });

  it('names the running plan that ends first, extended ones included', () => {
    const soon = plan('Hourly', '2026-11-28T10:00:00+08:00', { status: 'extended' });
    const plans = [
      plan('Later', '2026-12-20T00:00:00+08:00'),
      soon,
      plan('Withdrawn', '2026-11-27T00:00:00+08:00', { status: 'withdrawn' }),
    ];
    expect(nextPlanToEnd(plans)).toBe(soon);
    expect(nextPlanToEnd([plan('Gone', '2026-11-01T00:00:00+08:00', { status: 'expired' })])).toBe(
      null,
    );
  });
});
