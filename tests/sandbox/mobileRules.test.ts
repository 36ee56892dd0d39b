import { describe, expect, it } from 'vitest';
import { dateAfter } from '../../src/sandbox/db/dates';
import { buildSeed } from '../../src/sandbox/db/seed';
import type { MobileLineRow } from '../../src/sandbox/db/tables/mobile';
import {
  costOn,
  landlinePlanOf,
  localFeeSuggestionFor,
} from '../../src/sandbox/db/tables/mobileAdviceRules';
import {
  checkServicePassword,
  passwordLockedUntil,
} from '../../src/sandbox/db/tables/mobileLineRules';
import { changePlan, ratePlanListOf } from '../../src/sandbox/db/tables/mobilePlanRules';
import {
  lineIn,
  lineMayOrder,
  MOBILE_ERROR_CODES,
  planOf,
} from '../../src/sandbox/db/tables/mobileRules';
import { HANDSET_CONTRACT_DAYS_LEFT } from '../../src/sandbox/db/tables/mobileSeed';

const NOW = new Date('2026-03-10T02:00:00Z');
const MINUTE = 60_000;

function seededLine(deviceNo: string): { line: MobileLineRow; seed: ReturnType<typeof buildSeed> } {
  const seed = buildSeed(NOW);
  const line = lineIn(seed, deviceNo);
  if (!line) throw new Error(`no line ${deviceNo}`);
  return { line, seed };
}

describe('a suspended line may not order', () => {
  it('refuses a suspended line with LINE_SUSPENDED and lets a line in service order', () => {
    const { line, seed } = seededLine('0922333444');
    expect(lineMayOrder(seed, '0922333444')).toEqual({ ok: true, value: undefined });
    line.suspend = 'oneWaySuspended';
    expect(lineMayOrder(seed, '0922333444')).toMatchObject({
      ok: false,
      code: MOBILE_ERROR_CODES.lineSuspended,
    });
    line.suspend = 'twoWaySuspended';
    expect(lineMayOrder(seed, '0922333444')).toMatchObject({ ok: false });
  });

  it('leaves numbers that are not mobile lines to other rules', () => {
    expect(lineMayOrder(buildSeed(NOW), '0223456789').ok).toBe(true);
  });

  it('refuses a plan change of a suspended line before booking anything', () => {
    const { line } = seededLine('0922333444');
    line.suspend = 'twoWaySuspended';
    const outcome = changePlan(line, { serviceType: 'M', packageCode: 'M5G599' }, NOW);
    expect(outcome).toMatchObject({ ok: false, code: MOBILE_ERROR_CODES.lineSuspended });
    expect(line.pendingChange).toBeNull();
  });
});

describe('the contract lock', () => {
  it('is the day the contract on /Contract ends', () => {
    const { line, seed } = seededLine('0912345678');
    const contract = seed.memberArea.contracts.find((row) => row.deviceNo === '0912345678');
    expect(line.contractLockedUntil).toBe(dateAfter(NOW, HANDSET_CONTRACT_DAYS_LEFT));
    expect(contract?.contractEnd).toBe(line.contractLockedUntil);
    const current = ratePlanListOf(line, NOW).find((plan) => plan.isCurrent);
    expect(current?.contractLockedUntil).toBe(contract?.contractEnd);
  });

  it('every locked line has a contract that ends that day', () => {
    const seed = buildSeed(NOW);
    for (const line of seed.mobile.lines.filter((row) => row.contractLockedUntil)) {
      const contract = seed.memberArea.contracts.find((row) => row.deviceNo === line.deviceNo);
      expect(contract?.contractEnd).toBe(line.contractLockedUntil);
    }
  });
});

describe('the service password lock', () => {
  it('locks after 5 wrong passwords in a row for 15 minutes, then counts afresh', () => {
    const { line } = seededLine('0933555666');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(checkServicePassword(line, '0000', NOW)).toMatchObject({
        code: MOBILE_ERROR_CODES.passwordWrong,
      });
    }
    expect(checkServicePassword(line, '0000', NOW)).toMatchObject({
      code: MOBILE_ERROR_CODES.passwordLocked,
    });
    const later = new Date(NOW.getTime() + 14 * MINUTE);
    expect(checkServicePassword(line, line.servicePassword, later)).toMatchObject({
      code: MOBILE_ERROR_CODES.passwordLocked,
    });
    expect(passwordLockedUntil(line, later)).toBe(
      new Date(NOW.getTime() + 15 * MINUTE).toISOString(),
    );
    const after = new Date(NOW.getTime() + 15 * MINUTE);
    expect(passwordLockedUntil(line, after)).toBeUndefined();
    expect(checkServicePassword(line, '0000', after)).toMatchObject({
      code: MOBILE_ERROR_CODES.passwordWrong,
    });
    expect(checkServicePassword(line, line.servicePassword, after).ok).toBe(true);
  });

  it('a right password clears the wrong ones before it', () => {
    const { line } = seededLine('0922333444');
    for (let attempt = 1; attempt <= 4; attempt += 1) checkServicePassword(line, '0000', NOW);
    expect(checkServicePassword(line, line.servicePassword, NOW).ok).toBe(true);
    expect(checkServicePassword(line, '0000', NOW)).toMatchObject({
      code: MOBILE_ERROR_CODES.passwordWrong,
    });
  });

  it('reads a line saved before the lock existed as unlocked', () => {
    const { line } = seededLine('0922333444');
    delete line.passwordLock;
    expect(passwordLockedUntil(line, NOW)).toBeUndefined();
    expect(checkServicePassword(line, line.servicePassword, NOW).ok).toBe(true);
  });
});

describe('rate advice', () => {
  const plan = (code: string) => {
    const found = planOf(code);
    if (!found) throw new Error(code);
    return found;
  };

  it.each([
    ['M4G599', { dataMB: 8 * 1024, voiceMinutes: 60 }, 599],
    ['M4G599', { dataMB: 10 * 1024 + 1, voiceMinutes: 60 }, 649],
    ['M4G599', { dataMB: 1024, voiceMinutes: 100 }, 599 + 40 * 3],
    ['M4G999', { dataMB: 90_000, voiceMinutes: 250 }, 999 + 50 * 3],
    ['M5G1399', { dataMB: 90_000, voiceMinutes: 500 }, 1399],
  ])('prices %s for %o at NT$%i', (code, use, cost) => {
    expect(costOn(plan(code), use)).toBe(cost);
  });

  it('starts a landline from its own plan and its own call split', () => {
    const seed = buildSeed(NOW);
    const device = seed.devices.find((row) => row.deviceNo === '0223456789');
    if (!device) throw new Error('no landline');
    expect(landlinePlanOf(device).name).toBe(device.ratePlan);
    const advice = localFeeSuggestionFor(seed, device, NOW);
    expect(advice.currentPlan).toBe(device.ratePlan);
    for (const month of advice.months) {
      const total = month.localMinutes + month.longDistanceMinutes + month.toMobileMinutes;
      expect(month.localMinutes).toBe(Math.round(total * 0.7));
    }
    device.ratePlan = '市話通話型 299';
    expect(localFeeSuggestionFor(seed, device, NOW)).toMatchObject({
      currentPlan: '市話通話型 299',
      currentMonthlyFee: 299,
    });
  });
});
