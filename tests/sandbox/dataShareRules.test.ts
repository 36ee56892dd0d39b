import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../src/sandbox/db/seed';
import { extraDataOf } from '../../src/sandbox/db/tables/addonRules';
import {
  configMonthlyShares,
  membersLogOf,
  monthlySettingOf,
  realTimeRecordOf,
  shareNow,
  shareProfileOf,
  UNLIMITED_SHARE_QUOTA_MB,
} from '../../src/sandbox/db/tables/dataShareRules';
import { lineIn } from '../../src/sandbox/db/tables/mobileRules';
import type { SandboxDb } from '../../src/sandbox/db/types';

const NOW = new Date('2026-06-15T04:00:00Z');
const NEXT_MONTH = new Date('2026-07-02T04:00:00Z');
const GIVER = '0912345678';
const RECEIVER = '0933555666';
const GB = 1024;

const deviceOf = (db: SandboxDb, deviceNo: string) => {
  const device = db.devices.find((row) => row.deviceNo === deviceNo);
  if (!device) throw new Error(`no device ${deviceNo}`);
  return device;
};

describe('5G data sharing rules', () => {
  it('profiles the unlimited 5G giver: its quota, and who can receive and why not', () => {
    const db = buildSeed(NOW);
    const profile = shareProfileOf(db, deviceOf(db, GIVER), NOW);
    expect(profile).toMatchObject({
      canGive: true,
      unlimited: true,
      leftMB: UNLIMITED_SHARE_QUOTA_MB,
      givenMB: 0,
    });
    expect(profile.members).toEqual([
      expect.objectContaining({
        deviceNo: '0922333444',
        canReceive: false,
        reason: 'TARGET_NOT_5G',
      }),
      expect.objectContaining({ deviceNo: RECEIVER, canReceive: true }),
    ]);
    const fourG = shareProfileOf(db, deviceOf(db, '0922333444'), NOW);
    expect(fourG).toMatchObject({ canGive: false, reason: 'SHARE_NOT_5G', leftMB: 0 });
  });

  it('shares now: both allowances change this month, the records and log show it', () => {
    const db = buildSeed(NOW);
    const shared = shareNow(db, deviceOf(db, GIVER), [{ deviceNo: RECEIVER, dataMB: 2 * GB }], NOW);
    expect(shared).toMatchObject({
      ok: true,
      value: [{ fromNo: GIVER, toNo: RECEIVER, dataMB: 2048 }],
    });
    expect(extraDataOf(db, GIVER, NOW).sharedMB).toBe(-2 * GB);
    expect(extraDataOf(db, RECEIVER, NOW).sharedMB).toBe(2 * GB);
    expect(shareProfileOf(db, deviceOf(db, GIVER), NOW).leftMB).toBe(
      UNLIMITED_SHARE_QUOTA_MB - 2 * GB,
    );
    expect(realTimeRecordOf(db, RECEIVER, NOW)).toHaveLength(1);
    expect(membersLogOf(db, deviceOf(db, GIVER).customerId, NOW)).toHaveLength(1);
    expect(extraDataOf(db, RECEIVER, NEXT_MONTH).sharedMB).toBe(0);
  });

  it('refuses more than is left, an ineligible or foreign number, a bad amount, a suspended line', () => {
    const db = buildSeed(NOW);
    const giver = deviceOf(db, GIVER);
    const share = (targets: unknown) => shareNow(db, giver, targets, NOW);
    expect(share([{ deviceNo: RECEIVER, dataMB: UNLIMITED_SHARE_QUOTA_MB + 1 }])).toMatchObject({
      code: 'SHARE_OVER_LEFT',
    });
    expect(share([{ deviceNo: '0922333444', dataMB: GB }])).toMatchObject({
      code: 'TARGET_NOT_5G',
    });
    expect(share([{ deviceNo: '0955123456', dataMB: GB }])).toMatchObject({
      code: 'TARGET_NOT_HOUSEHOLD',
    });
    expect(share([{ deviceNo: GIVER, dataMB: GB }])).toMatchObject({ code: 'TARGET_SELF' });
    expect(share([{ deviceNo: RECEIVER, dataMB: 1.5 }])).toMatchObject({
      code: 'SHARE_AMOUNT_INVALID',
    });
    expect(share([])).toMatchObject({ code: 'SHARE_AMOUNT_INVALID' });
    expect(
      shareNow(db, deviceOf(db, RECEIVER), [{ deviceNo: GIVER, dataMB: GB }], NOW),
    ).toMatchObject({ code: 'TARGET_UNLIMITED' });
    const line = lineIn(db, GIVER);
    if (line) line.suspend = 'oneWaySuspended';
    expect(share([{ deviceNo: RECEIVER, dataMB: GB }])).toMatchObject({ code: 'LINE_SUSPENDED' });
    expect(db.addons.shares).toHaveLength(0);
  });

  it('a limited giver gives only what it has left of its allowance this month', () => {
    const db = buildSeed(NOW);
    const giver = deviceOf(db, RECEIVER);
    const profile = shareProfileOf(db, giver, NOW);
    expect(profile.unlimited).toBe(false);
    expect(profile.leftMB).toBeLessThan(profile.monthlyLimitMB);
  });

  it('a monthly setting gives from next month on, and stays in the log once changed', () => {
    const db = buildSeed(NOW);
    const giver = deviceOf(db, GIVER);
    const saved = configMonthlyShares(db, giver, [{ deviceNo: RECEIVER, dataMB: GB }], NOW);
    expect(saved).toMatchObject({
      ok: true,
      value: { settings: [{ deviceNo: RECEIVER, dataMB: GB }], fromMonth: '202607' },
    });
    expect(extraDataOf(db, RECEIVER, NOW).sharedMB).toBe(0);
    expect(extraDataOf(db, RECEIVER, NEXT_MONTH).sharedMB).toBe(GB);
    expect(configMonthlyShares(db, giver, [], NEXT_MONTH)).toMatchObject({
      ok: true,
      value: { settings: [], fromMonth: null },
    });
    expect(monthlySettingOf(db, GIVER).settings).toEqual([]);
    expect(extraDataOf(db, RECEIVER, NEXT_MONTH).sharedMB).toBe(GB);
    expect(membersLogOf(db, giver.customerId, NEXT_MONTH)).toEqual([
      expect.objectContaining({ kind: 'monthly', dataMB: GB }),
    ]);
    expect(
      configMonthlyShares(
        db,
        giver,
        [{ deviceNo: RECEIVER, dataMB: UNLIMITED_SHARE_QUOTA_MB + 1 }],
        NOW,
      ),
    ).toMatchObject({ code: 'SHARE_OVER_LEFT' });
  });
});
