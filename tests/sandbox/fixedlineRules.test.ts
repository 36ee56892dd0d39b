import { beforeEach, describe, expect, it } from 'vitest';
import { billMonthOf, taipeiDate } from '../../src/sandbox/db/dates';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import { SANDBOX_OTP_CODE } from '../../src/sandbox/db/tables/login';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { chargesSince } from '../../src/sandbox/db/tables/charges';
import {
  allocateStaticIp,
  changeBandwidth,
  changeSessionPassword,
  checkHinetOtp,
  HINET_REFUSALS,
  hinetUsageOf,
  maskMobile,
  releaseStaticIp,
  sendHinetOtp,
  sessionProvedOtp,
  staticIpOf,
  updateStaticIpEmail,
} from '../../src/sandbox/db/tables/fixedlineRules';
import { DEMO_HN_LINE } from '../../src/sandbox/db/tables/fixedlineSeed';
import {
  addCar,
  PARKING_REFUSALS,
  payTicket,
  recordsOf,
  removeCar,
  setPayMode,
  unpaidTicketsOf,
} from '../../src/sandbox/db/tables/parkingRules';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;
const NOW = new Date('2026-06-15T04:00:00Z');

function hnLine() {
  const row = db().devices.find((device) => device.deviceNo === DEMO_HN_LINE);
  if (!row) throw new Error('the demo HN line is missing');
  return row;
}

beforeEach(() => {
  resetSandbox();
});

describe('static IP', () => {
  it('allocates once, releases once, and keeps the contact e-mail valid', () => {
    expect(staticIpOf(DEMO_HN_LINE)).toMatchObject({ ok: true, value: { ip: '' } });
    const allocated = allocateStaticIp(DEMO_HN_LINE, NOW);
    expect(allocated.ok && allocated.value.ip).toMatch(/^61\.220\.\d+\.\d+$/);
    expect(allocateStaticIp(DEMO_HN_LINE, NOW)).toMatchObject(HINET_REFUSALS.alreadyAllocated);
    expect(updateStaticIpEmail(DEMO_HN_LINE, 'not-mail')).toMatchObject(HINET_REFUSALS.badEmail);
    expect(updateStaticIpEmail(DEMO_HN_LINE, 'ops@example.com')).toMatchObject({
      ok: true,
      value: { contactEmail: 'ops@example.com' },
    });
    expect(releaseStaticIp(DEMO_HN_LINE)).toMatchObject({ ok: true, value: { ip: '' } });
    expect(releaseStaticIp(DEMO_HN_LINE)).toMatchObject(HINET_REFUSALS.noneAllocated);
  });

  it('refuses a line without the service, with the code the screen explains', () => {
    mutate((database) => {
      const row = database.fixedline.staticIps.find((entry) => entry.deviceNo === DEMO_HN_LINE);
      if (row) row.hasService = false;
    });
    expect(staticIpOf(DEMO_HN_LINE)).toMatchObject({
      ok: false,
      code: 'NO_STATIC_IP_SERVICE',
    });
    expect(allocateStaticIp(DEMO_HN_LINE, NOW)).toMatchObject({ code: 'NO_STATIC_IP_SERVICE' });
  });
});

describe('HiNet usage code', () => {
  it('proves the session with the right code only, once per minute', () => {
    expect(sendHinetOtp(CHEN, NOW).ok).toBe(true);
    expect(sendHinetOtp(CHEN, new Date(NOW.getTime() + 30_000))).toMatchObject(
      HINET_REFUSALS.otpTooSoon,
    );
    expect(checkHinetOtp(CHEN, 'session-1', '000000')).toMatchObject(HINET_REFUSALS.otpWrong);
    expect(sessionProvedOtp('session-1')).toBe(false);
    expect(checkHinetOtp(CHEN, 'session-1', SANDBOX_OTP_CODE).ok).toBe(true);
    expect(sessionProvedOtp('session-1')).toBe(true);
    expect(sessionProvedOtp('session-2')).toBe(false);
    // The code is spent.
    expect(checkHinetOtp(CHEN, 'session-2', SANDBOX_OTP_CODE)).toMatchObject(
      HINET_REFUSALS.otpWrong,
    );
  });

  it('masks the mobile the code goes to', () => {
    expect(maskMobile('0928765432')).toBe('0928***432');
  });
});

describe('HiNet usage', () => {
  it('gives six months and last month by default, each report its own figures', () => {
    // The seed is placed relative to the real clock (resetSandbox seeds at now).
    const now = new Date();
    const today = taipeiDate(now);
    const data = hinetUsageOf(DEMO_HN_LINE, 'data', '', now);
    expect(data.month).toBe(billMonthOf(today.year, today.month, -1));
    expect(data.months).toHaveLength(6);
    expect(data.months.at(-1)?.month).toBe(data.month);
    expect(data.items.map((item) => item.name)).toEqual(['download', 'upload']);
    const total = data.items.reduce((sum, item) => sum + item.amount, 0);
    expect(data.months.at(-1)?.total).toBe(total);
    const first = data.months[0]?.month ?? '';
    const value = hinetUsageOf(DEMO_HN_LINE, 'value', first, now);
    expect(value.month).toBe(first);
    expect(value.items[0]).toEqual({ name: 'HiNet 防毒包', amount: 50 });
    expect(hinetUsageOf(DEMO_HN_LINE, 'dial', '201901', now).items).toEqual([]);
  });
});

describe('speed tier and session password', () => {
  it('changes the plan at once and bills the new fee from next month', () => {
    expect(changeBandwidth(hnLine(), 'FTTH1G', NOW)).toMatchObject({
      ok: true,
      value: { tier: { name: '1G', monthlyFee: 1399 }, effectiveFrom: '2026-07-01' },
    });
    expect(hnLine()).toMatchObject({ ratePlan: '光世代 1G', monthlyFee: 1399 });
    expect(changeBandwidth(hnLine(), 'FTTH1G', NOW)).toMatchObject(HINET_REFUSALS.sameTier);
    expect(changeBandwidth(hnLine(), 'FTTH10G', NOW)).toMatchObject(HINET_REFUSALS.unknownTier);
  });

  it('takes a PPPoE password of 8-16 letters and digits only', () => {
    expect(changeSessionPassword(DEMO_HN_LINE, 'short1', NOW)).toMatchObject(
      HINET_REFUSALS.badSessionPassword,
    );
    expect(changeSessionPassword(DEMO_HN_LINE, 'Broadband2026', NOW)).toEqual({
      ok: true,
      value: { changedAt: NOW.toISOString() },
    });
  });
});

describe('parking', () => {
  it('pays a slip once: it leaves the unpaid list, becomes a record and a charge', () => {
    const slip = { PMOId: 'TPE', slipNo: 'TPE11302001', amount: 60 };
    expect(payTicket(CHEN, { ...slip, amount: 50 }, NOW)).toMatchObject(
      PARKING_REFUSALS.wrongAmount,
    );
    const paid = payTicket(CHEN, slip, NOW);
    expect(paid).toMatchObject({
      ok: true,
      value: { slipNo: 'TPE11302001', billedTo: '0223456789' },
    });
    expect(payTicket(CHEN, slip, NOW)).toMatchObject(PARKING_REFUSALS.alreadyPaid);
    expect(unpaidTicketsOf(CHEN).map((ticket) => ticket.slipNo)).not.toContain('TPE11302001');
    const charges = chargesSince(db(), '0223456789', new Date(NOW.getTime() - 1000));
    expect(charges).toEqual([expect.objectContaining({ kind: 'parking', amount: 60 })]);
    const records = recordsOf(CHEN, {
      carType: 'C',
      carId: 'ABC-1234',
      startDate: '2000-01-01',
      endDate: '2100-01-01',
    });
    expect(records.ok && records.value.map((record) => record.slipNo)).toContain('TPE11302001');
  });

  it('checks cars, plates, dates and the pay mode', () => {
    expect(addCar(CHEN, { carType: 'C', carId: 'ABC1234' })).toMatchObject(
      PARKING_REFUSALS.badPlate,
    );
    expect(addCar(CHEN, { carType: 'C', carId: 'ABC-1234' })).toMatchObject(
      PARKING_REFUSALS.carExists,
    );
    const added = addCar(CHEN, { carType: 'M', carId: 'KLM-321' });
    expect(added.ok && added.value).toHaveLength(3);
    expect(removeCar(CHEN, { carType: 'C', carId: 'NOPE-1' })).toMatchObject(
      PARKING_REFUSALS.noSuchCar,
    );
    // A removed car's slips leave the unpaid list.
    removeCar(CHEN, { carType: 'M', carId: 'XYZ-789' });
    expect(unpaidTicketsOf(CHEN).every((ticket) => ticket.carId === 'ABC-1234')).toBe(true);
    expect(
      recordsOf(CHEN, {
        carType: 'C',
        carId: 'ABC-1234',
        startDate: '2026-06-10',
        endDate: '2026-06-01',
      }),
    ).toMatchObject(PARKING_REFUSALS.badDates);
    expect(setPayMode(CHEN, 'cash')).toMatchObject(PARKING_REFUSALS.badPayMode);
    expect(setPayMode(CHEN, 'bill')).toEqual({
      ok: true,
      value: { payMode: 'bill', billedTo: '0223456789' },
    });
  });
});
