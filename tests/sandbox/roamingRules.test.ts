import { beforeEach, describe, expect, it } from 'vitest';
import { dateAfter, dateOf } from '../../src/sandbox/db/dates';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import { chosenChannels, outboxView } from '../../src/sandbox/db/tables/outbox';
import type { SpendCapRow } from '../../src/sandbox/db/tables/roaming';
import {
  capRefusal,
  DAILY_ROAMING_USE_MB,
  settleRoaming,
  spendCapView,
} from '../../src/sandbox/db/tables/roamingCap';
import { checkPassRequest, lineRefusal } from '../../src/sandbox/db/tables/roamingPurchase';
import { ROAMING_REFUSALS } from '../../src/sandbox/db/tables/roamingRules';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';

const NUMBER = '0912345678';
/** Noon of the 15th of a fixed month, so that the seed's order of "two days ago" is this month. */
const NOW = new Date('2026-06-15T04:00:00Z');
const TODAY = dateOf(NOW);

function setCap(cap: Partial<SpendCapRow>): void {
  mutate((database) => {
    const row = database.roaming.caps.find((item) => item.deviceNo === NUMBER);
    if (row) Object.assign(row, cap);
  });
}

/** A pass ordered today for today, at this price. */
function addOrder(id: string, price: number): void {
  mutate((database) => {
    database.roaming.orders.push({
      orderId: id,
      deviceNo: NUMBER,
      packageId: 'JP3',
      orderDate: TODAY,
      startDate: TODAY,
      endDate: TODAY,
      listPrice: price,
      discount: 0,
      couponSn: null,
      travelInsurance: false,
      channel: 'web',
      cancelled: false,
      applicationNo: `RA${id}`,
    });
  });
}

function settle(now = NOW): void {
  mutate((database) => {
    settleRoaming(database, NUMBER, now);
  });
}

function settingsRow() {
  return db().roaming.settings.find((row) => row.deviceNo === NUMBER);
}

const capAlerts = () => outboxView(db()).filter((message) => message.kind === 'roamingCapAlert');

beforeEach(() => {
  resetSandbox();
  // Only the orders and use these tests make count: the seed's are dated relative to the real now.
  mutate((database) => {
    database.roaming.orders = database.roaming.orders.filter((row) => row.deviceNo !== NUMBER);
    database.roaming.dailyUsage = [];
  });
});

describe('the spend cap rules', () => {
  it('sends each alert level once per month, on the channels chosen for roaming', () => {
    setCap({ enabled: true, monthlyAmount: 500, action: 'alert' });
    addOrder('A1', 299);
    settle();
    settle();
    const sent = capAlerts();
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'push', 'sms']);
    expect(sent.every((message) => message.text.includes('50%'))).toBe(true);
    expect(sent.find((message) => message.channel === 'email')?.to).toBe(
      'wang.xiaoming@example.com',
    );
    expect(sent.find((message) => message.channel === 'sms')?.to).toBe(NUMBER);

    addOrder('A2', 150);
    settle();
    expect(capAlerts().filter((message) => message.text.includes('80%'))).toHaveLength(3);
    expect(capAlerts()).toHaveLength(6);
  });

  it('sends nothing for an alert the customer turned off on /MyNotifySettings', () => {
    mutate((database) => {
      database.memberArea.notifySettings.push({
        customerId: DEMO_CUSTOMER_IDS.mobile,
        type: 'roaming',
        sms: false,
        email: false,
        push: false,
      });
    });
    expect(chosenChannels(db(), DEMO_CUSTOMER_IDS.mobile, 'roaming')).toEqual([]);
    setCap({ enabled: true, monthlyAmount: 500, action: 'alert' });
    addOrder('A1', 299);
    settle();
    expect(capAlerts()).toEqual([]);
  });

  it('never reaches a level the share has not reached: NT$498 of NT$500 is not 100 %', () => {
    setCap({ enabled: true, monthlyAmount: 500, action: 'alert' });
    addOrder('A1', 498);
    expect(spendCapView(NUMBER, NOW).alertsReached).toEqual([50, 80]);
  });

  it('refuses by the data threshold like the amount under "stop", and not under "alert only"', () => {
    setCap({ enabled: true, monthlyAmount: 5000, dataThresholdMB: 1024, action: 'stop' });
    addOrder('A1', 199);
    mutate((database) => {
      database.roaming.dailyUsage.push({ orderId: 'A1', date: TODAY, usedMB: 1024 });
    });
    expect(capRefusal(NUMBER, 199, NOW)).toEqual(ROAMING_REFUSALS.capData);
    setCap({ action: 'alert' });
    expect(capRefusal(NUMBER, 199, NOW)).toBeNull();
  });

  it('refuses a pass that would take the spend past a "stop" cap, naming the figures', () => {
    setCap({ enabled: true, monthlyAmount: 500, action: 'stop' });
    addOrder('A1', 299);
    const refusal = capRefusal(NUMBER, 699, NOW);
    expect(refusal?.code).toBe('ROAMING_CAP_SPEND');
    expect(refusal?.message).toContain('NT$500');
    expect(capRefusal(NUMBER, 199, NOW)).toBeNull();
  });

  it('"stop" turns roaming data off with its reason, stops the use, and lifts when the cap does', () => {
    setCap({ enabled: true, monthlyAmount: 500, action: 'stop' });
    addOrder('A1', 500);
    settle();
    expect(settingsRow()).toMatchObject({ switch: 'N', offReason: 'spendCap' });
    expect(db().roaming.dailyUsage).toEqual([]);
    expect(capAlerts().some((message) => message.text.includes('停止漫遊數據'))).toBe(true);

    setCap({ monthlyAmount: 1000 });
    settle();
    expect(settingsRow()).toMatchObject({ switch: 'Y', offReason: null });
  });

  it("accrues the day's use of the pass in use only while roaming data is on", () => {
    addOrder('A1', 199);
    mutate((database) => {
      const row = database.roaming.settings.find((item) => item.deviceNo === NUMBER);
      if (row) row.switch = 'N';
    });
    settle();
    expect(db().roaming.dailyUsage).toEqual([]);
    mutate((database) => {
      const row = database.roaming.settings.find((item) => item.deviceNo === NUMBER);
      if (row) row.switch = 'Y';
    });
    settle();
    settle();
    expect(db().roaming.dailyUsage).toEqual([
      { orderId: 'A1', date: TODAY, usedMB: DAILY_ROAMING_USE_MB },
    ]);
  });
});

describe('who can buy a pass', () => {
  const request = { packageId: 'JP5', startDate: dateAfter(NOW, 1), endDate: dateAfter(NOW, 3) };

  it('refuses a suspended line, a barred line and roaming switched off, each with its code', () => {
    expect(checkPassRequest(NUMBER, request, NOW).ok).toBe(true);
    const suspend = (state: 'normal' | 'oneWaySuspended' | 'twoWaySuspended') => {
      mutate((database) => {
        const line = database.mobile.lines.find((row) => row.deviceNo === NUMBER);
        if (line) line.suspend = state;
      });
    };
    suspend('twoWaySuspended');
    expect(lineRefusal(NUMBER)).toEqual(ROAMING_REFUSALS.lineSuspended);
    expect(checkPassRequest(NUMBER, request, NOW)).toMatchObject({
      ok: false,
      code: 'ROAMING_LINE_SUSPENDED',
    });
    suspend('oneWaySuspended');
    expect(checkPassRequest(NUMBER, request, NOW)).toMatchObject({
      code: 'ROAMING_LINE_BARRED',
    });
    suspend('normal');
    expect(checkPassRequest('0922333444', request, NOW)).toMatchObject({ code: 'ROAMING_OFF' });
  });
});
