import { beforeEach, describe, expect, it } from 'vitest';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import type { PlanRow } from '../../src/sandbox/db/tables/prepaidPlans';
import {
  chargeCall,
  consumeData,
  isSmsWindowOpen,
  liveCredits,
  sendLowBalanceAlert,
  settleExpiredPlans,
} from '../../src/sandbox/db/tables/prepaidAccountRules';
import { redeemPrepaidCoupon } from '../../src/sandbox/db/tables/prepaidCouponRules';
import { purchase, upgradeTo5G } from '../../src/sandbox/db/tables/prepaidRules';
import type { PrepaidSubscriberRow } from '../../src/sandbox/db/types';

/** 12:00 in Taipei. */
const NOW = new Date('2026-03-10T04:00:00Z');
const HOUR_MS = 3_600_000;
const NUMBER = '0987000001';

function card(change: Partial<PrepaidSubscriberRow> = {}): PrepaidSubscriberRow {
  return {
    number: NUMBER,
    password: '2468',
    custId: 'A223456781',
    serviceType: '4G',
    serviceName: '4G預付卡語音+數據',
    validUntil: '2026-06-30',
    mainBalance: 100,
    fiveGUpgrades: 0,
    ...change,
  };
}

function plan(id: string, offerCode: string, endsInHours: number, extra: Partial<PlanRow> = {}) {
  return {
    id,
    number: NUMBER,
    offerCode,
    startTime: new Date(NOW.getTime() - 24 * HOUR_MS).toISOString(),
    endTime: new Date(NOW.getTime() + endsInHours * HOUR_MS).toISOString(),
    state: 'active',
    extended: false,
    chainDays: 0,
    ...extra,
  } satisfies PlanRow;
}

const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * HOUR_MS);
const credits = () => db().prepaidAccounts.credits.filter((row) => row.number === NUMBER);
const mainBalance = () => db().prepaidSubscribers.find((row) => row.number === NUMBER)?.mainBalance;

beforeEach(() => {
  resetSandbox();
  mutate((database) => {
    database.prepaidSubscribers = [card()];
    database.prepaidPlans.plans = [];
    database.prepaidAccounts.credits = [
      {
        id: 'B',
        number: NUMBER,
        account: 'bonus',
        amount: 30,
        validUntil: '2026-04-01',
        source: 'topUp',
      },
      { id: 'F', number: NUMBER, account: 'freeCredit', amount: 20, source: 'V1G' },
      {
        id: 'G',
        number: NUMBER,
        account: 'gift',
        amount: 10,
        validUntil: '2026-04-01',
        source: 'newLine',
      },
    ];
  });
});

describe('deduction order', () => {
  it('takes in-network gift credit, then free credit, then the main account, then the bonus', () => {
    expect(chargeCall(NUMBER, 150, { inNetwork: true }, NOW)).toEqual({
      ok: true,
      value: [
        { account: 'gift', amount: 10 },
        { account: 'freeCredit', amount: 20 },
        { account: 'main', amount: 100 },
        { account: 'bonus', amount: 20 },
      ],
    });
    expect(mainBalance()).toBe(0);
    expect(credits().map((row) => row.amount)).toEqual([10, 0, 0]);
  });

  it('keeps the gift credit for in-network calls and refuses what the accounts cannot pay', () => {
    expect(chargeCall(NUMBER, 25, { inNetwork: false }, NOW)).toEqual({
      ok: true,
      value: [
        { account: 'freeCredit', amount: 20 },
        { account: 'main', amount: 5 },
      ],
    });
    expect(chargeCall(NUMBER, 500, { inNetwork: false }, NOW)).toMatchObject({
      ok: false,
      code: 'BALANCE_INSUFFICIENT',
    });
  });

  it('never pays for a plan from the bonus, gift or free credit', () => {
    // 100 in the main account, 60 in the others: a 150 plan is refused.
    expect(purchase(NUMBER, 'DQ1', NOW)).toMatchObject({ code: 'BALANCE_INSUFFICIENT' });
    expect(credits().map((row) => row.amount)).toEqual([30, 20, 10]);
  });

  it('lists the accounts in that order, free credit valid as long as the main account', () => {
    const holder = card();
    expect(liveCredits(db(), holder, NOW).map((row) => row.account)).toEqual([
      'gift',
      'freeCredit',
      'bonus',
    ]);
    // After the bonus's and gift's last day only the free credit is left.
    expect(liveCredits(db(), holder, new Date('2026-04-02T00:00:00+08:00'))).toEqual([
      expect.objectContaining({ account: 'freeCredit' }),
    ]);
    expect(liveCredits(db(), holder, new Date('2026-07-01T00:00:00+08:00'))).toEqual([]);
  });
});

describe('data use', () => {
  it('uses daily plans before volume plans, and base volume before bonus volume', () => {
    mutate((database) => {
      database.prepaidPlans.plans = [plan('V', 'V2.2G', 24 * 20), plan('Q', 'DQ5', 24 * 2)];
    });
    expect(consumeData(NUMBER, 2048 + 2253 + 100, NOW)).toBe(0);
    const [volume, quota] = db().prepaidPlans.plans;
    expect(quota).toMatchObject({ usedMb: 2048 });
    expect(volume).toMatchObject({ usedMb: 2253, bonusUsedMb: 100 });
  });
});

describe('plan expiry', () => {
  beforeEach(() => {
    mutate((database) => {
      database.prepaidAccounts.credits = [];
      database.prepaidPlans.plans = [
        plan('V', 'V2G', 12, { usedMb: 512 }),
        plan('B', 'V2.2G', 12, { usedMb: 2253, bonusUsedMb: 24 }),
        plan('D', 'DQ1', 12, { usedMb: 100, usedOn: '2026-03-10' }),
      ];
    });
  });

  it('converts unused base volume into free credit when the plan ends, once', () => {
    mutate((database) => settleExpiredPlans(database, NUMBER, hoursLater(11)));
    expect(credits()).toEqual([]);
    mutate((database) => settleExpiredPlans(database, NUMBER, hoursLater(24)));
    mutate((database) => settleExpiredPlans(database, NUMBER, hoursLater(48)));
    // 300 x 1536 / 2048 for the 2GB pack; the 2.2GB pack used its base, the daily quota never converts.
    expect(credits()).toEqual([
      { id: 'CR-V', number: NUMBER, account: 'freeCredit', amount: 225, source: 'V2G' },
    ]);
  });

  it('zeroes the bonus volume', () => {
    mutate((database) => settleExpiredPlans(database, NUMBER, hoursLater(24)));
    expect(db().prepaidPlans.plans.find((row) => row.id === 'B')?.bonusUsedMb).toBe(1024);
  });
});

describe('5G gift offer', () => {
  it('gives the gift for a first upgrade up to 31 Dec 2026 in Taipei, not after', () => {
    const lastMinute = new Date('2026-12-31T23:59:00+08:00');
    mutate((database) => {
      database.prepaidSubscribers = [card({ validUntil: '2027-06-30' })];
    });
    expect(upgradeTo5G(NUMBER, lastMinute)).toMatchObject({
      ok: true,
      value: { bonusGranted: true, giftOfferEnded: false },
    });
    resetSandbox();
    mutate((database) => {
      database.prepaidSubscribers = [card({ validUntil: '2027-06-30' })];
    });
    expect(upgradeTo5G(NUMBER, new Date('2027-01-01T00:00:00+08:00'))).toMatchObject({
      ok: true,
      value: { bonusGranted: false, giftOfferEnded: true },
    });
  });
});

describe('low-balance alert', () => {
  it.each([
    ['08:59', false],
    ['09:00', true],
    ['11:59', true],
    ['12:00', false],
    ['13:59', false],
    ['14:00', true],
    ['20:59', true],
    ['21:00', false],
  ])('SMS window at %s Taipei: %s', (time, open) => {
    expect(isSmsWindowOpen(new Date(`2026-03-10T${time}:00+08:00`))).toBe(open);
  });

  function alertAt(time: string): boolean {
    return mutate((database) => {
      const holder = database.prepaidSubscribers[0];
      return holder ? sendLowBalanceAlert(database, holder, new Date(time)) : false;
    });
  }

  it('sends one SMS a day inside the windows, by the holder settings', () => {
    mutate((database) => {
      const holder = database.prepaidSubscribers[0];
      if (holder) holder.mainBalance = 40;
      database.prepaidCards.notifications = [];
    });
    // The default settings have the low-balance alert off.
    expect(alertAt('2026-03-10T10:00:00+08:00')).toBe(false);
    mutate((database) => {
      database.prepaidCards.notifications = [
        {
          number: NUMBER,
          config: {
            notificationType: 'sms',
            email: '',
            language: 'en',
            endOfCallBalanceAlert: true,
            lowMainBalanceAlert: true,
            lowValidityAlert: false,
          },
        },
      ];
    });
    expect(alertAt('2026-03-10T08:59:00+08:00')).toBe(false);
    expect(alertAt('2026-03-10T09:00:00+08:00')).toBe(true);
    expect(alertAt('2026-03-10T15:00:00+08:00')).toBe(false);
    expect(alertAt('2026-03-11T09:30:00+08:00')).toBe(true);
    expect(db().outbox.messages).toEqual([
      expect.objectContaining({ kind: 'prepaidLowBalance', channel: 'sms', to: NUMBER }),
      expect.objectContaining({ text: 'Your prepaid main balance is below NT$60' }),
    ]);
  });
});

describe('prepaid coupons', () => {
  it('adds a valid code to the bonus account once, and refuses a used or unknown one', () => {
    mutate((database) => {
      database.prepaidAccounts.credits = [];
    });
    expect(redeemPrepaidCoupon(NUMBER, 'PREPAID100', NOW)).toMatchObject({
      ok: true,
      value: { validUntil: '2026-04-09' },
    });
    expect(credits()).toEqual([
      expect.objectContaining({ account: 'bonus', amount: 100, validUntil: '2026-04-09' }),
    ]);
    expect(redeemPrepaidCoupon(NUMBER, 'PREPAID100', NOW)).toMatchObject({ code: 'COUPON_USED' });
    expect(redeemPrepaidCoupon(NUMBER, 'PREPAID050', NOW)).toMatchObject({ code: 'COUPON_USED' });
    expect(redeemPrepaidCoupon(NUMBER, 'NOSUCHCODE', NOW)).toMatchObject({
      code: 'COUPON_UNKNOWN',
    });
  });
});
