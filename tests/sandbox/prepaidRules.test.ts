import { beforeEach, describe, expect, it } from 'vitest';
import type { PrepaidErrorCode } from '../../src/api/types/prepaid';
import { findOffer } from '../../src/sandbox/db/prepaidCatalogue';
import { db, mutate, resetSandbox } from '../../src/sandbox/db/state';
import { PREPAID_MESSAGES } from '../../src/sandbox/db/tables/prepaidCards';
import type { PlanRow } from '../../src/sandbox/db/tables/prepaidPlans';
import {
  buyRoamingOffer,
  checkRenewal,
  purchase,
  upgradeTo5G,
} from '../../src/sandbox/db/tables/prepaidRules';
import { topUp } from '../../src/sandbox/db/tables/prepaidCardRules';
import type { PrepaidSubscriberRow } from '../../src/sandbox/db/types';

const NOW = new Date('2026-03-10T04:00:00Z');
const HOUR_MS = 3_600_000;

function card(number: string, change: Partial<PrepaidSubscriberRow> = {}): PrepaidSubscriberRow {
  return {
    number,
    password: '2468',
    custId: 'A223456781',
    serviceType: '4G',
    serviceName: '4G預付卡語音+數據',
    validUntil: '2026-06-30',
    mainBalance: 1000,
    fiveGUpgrades: 0,
    ...change,
  };
}

function plan(number: string, offerCode: string, endsInHours: number): PlanRow {
  return {
    id: `PO-${offerCode}`,
    number,
    offerCode,
    startTime: new Date(NOW.getTime() - 24 * HOUR_MS).toISOString(),
    endTime: new Date(NOW.getTime() + endsInHours * HOUR_MS).toISOString(),
    state: 'active',
    extended: false,
    chainDays: 0,
  };
}

const refusal = (code: PrepaidErrorCode) => ({ ok: false, code, message: PREPAID_MESSAGES[code] });

beforeEach(() => {
  resetSandbox();
  mutate((database) => {
    database.prepaidSubscribers = [
      card('0987000001'),
      card('0987000002', { serviceType: '5G', fiveGUpgrades: 1 }),
      card('0987000003', { serviceType: 'tourist' }),
      card('0987000004', { serviceType: '3G' }),
      card('0987000005', { validUntil: '2026-03-01' }),
      card('0987000006', { mainBalance: 50 }),
    ];
    database.prepaidCards.vouchers = [
      { code: '500000000001', faceValue: 500, state: 'new' },
      { code: '10000000000001', faceValue: 1000, state: 'new' },
      { code: '900000000001', faceValue: 500, state: 'used' },
    ];
    database.prepaidPlans.plans = [];
    database.prepaidPlans.purchases = [];
  });
});

describe('top-up', () => {
  it('adds the face value to the main balance and the bonus to its own account, once', () => {
    expect(topUp('0987000001', '500000000001', NOW)).toEqual({
      ok: true,
      value: {
        amount: 500,
        bonus: 100,
        mainBalance: 1500,
        validUntil: '2026-09-06',
        bonusValidUntil: '2026-04-09',
      },
    });
    expect(db().prepaidAccounts.credits.filter((row) => row.number === '0987000001')).toEqual([
      expect.objectContaining({ account: 'bonus', amount: 100, validUntil: '2026-04-09' }),
    ]);
    expect(topUp('0987000001', '500000000001', NOW)).toEqual(refusal('VOUCHER_UNUSABLE'));
  });

  it('gives a 5G card the larger bonus', () => {
    expect(topUp('0987000002', '10000000000001', NOW)).toMatchObject({
      ok: true,
      value: { amount: 1000, bonus: 330, mainBalance: 2000, validUntil: '2027-03-10' },
    });
  });

  it('refuses a wrong, used or unknown card, and an expired number', () => {
    expect(topUp('0987000001', '12345', NOW)).toEqual(refusal('VOUCHER_INVALID'));
    expect(topUp('0987000001', '500000000099', NOW)).toEqual(refusal('VOUCHER_INVALID'));
    expect(topUp('0987000001', '900000000001', NOW)).toEqual(refusal('VOUCHER_UNUSABLE'));
    expect(topUp('0987000005', '500000000001', NOW)).toEqual(refusal('VOUCHER_REFUSED'));
    expect(topUp('0900000000', '500000000001', NOW)).toEqual(refusal('VOUCHER_REFUSED'));
  });
});

describe('plan purchase', () => {
  it('pays from the main balance and records the purchase', () => {
    const outcome = purchase('0987000001', 'DU3', NOW);
    expect(outcome).toMatchObject({ ok: true, value: { mainBalance: 750 } });
    expect(db().prepaidPlans.plans).toEqual([
      expect.objectContaining({ number: '0987000001', offerCode: 'DU3', extended: false }),
    ]);
  });

  it('records a purchase refused for want of balance', () => {
    expect(purchase('0987000006', 'DU3', NOW)).toEqual(refusal('BALANCE_INSUFFICIENT'));
    expect(db().prepaidPlans.purchases).toEqual([
      expect.objectContaining({ offerCode: 'DU3', status: 'failed' }),
    ]);
  });

  it('refuses an unknown plan, an expired number and a student plan', () => {
    expect(purchase('0987000001', 'NOPE', NOW)).toEqual(refusal('PURCHASE_REFUSED'));
    expect(purchase('0987000001', 'GIFT5G', NOW)).toEqual(refusal('PURCHASE_REFUSED'));
    expect(purchase('0987000005', 'DU3', NOW)).toEqual(refusal('NUMBER_EXPIRED'));
    expect(purchase('0987000001', 'SE120', NOW)).toEqual(refusal('IN_PERSON_APPLICATION'));
  });

  it('renews a running plan from its end, only within 23 hours of it', () => {
    mutate((database) => {
      database.prepaidPlans.plans = [plan('0987000001', 'DU3', 30)];
    });
    expect(purchase('0987000001', 'DU3', NOW)).toEqual(refusal('RENEWAL_WINDOW'));
    mutate((database) => {
      database.prepaidPlans.plans = [plan('0987000001', 'DU3', 10)];
    });
    expect(purchase('0987000001', 'DU3', NOW)).toMatchObject({ ok: true });
    const renewal = db().prepaidPlans.plans.find((row) => row.extended);
    expect(renewal?.startTime).toBe(new Date(NOW.getTime() + 10 * HOUR_MS).toISOString());
  });

  it('never renews an hourly plan and caps 5G daily chains at 180 days', () => {
    const fiveG = card('0987000002', { serviceType: '5G' });
    const hourly = findOffer('H24');
    const daily = findOffer('DU7');
    if (!hourly || !daily) throw new Error('catalogue changed');
    expect(checkRenewal(plan(fiveG.number, 'H24', 2), hourly, fiveG, NOW)).toEqual(
      refusal('RENEWAL_HOURLY'),
    );
    const longChain = { ...plan(fiveG.number, 'DU7', 2), chainDays: 175 };
    expect(checkRenewal(longChain, daily, fiveG, NOW)).toEqual(refusal('RENEWAL_CAP'));
    expect(checkRenewal({ ...longChain, chainDays: 173 }, daily, fiveG, NOW)).toEqual({
      ok: true,
      value: undefined,
    });
  });
});

describe('5G upgrade', () => {
  it('upgrades at once, refunds running daily plans pro rata and grants the first gift', () => {
    mutate((database) => {
      database.prepaidPlans.plans = [plan('0987000001', 'DU3', 48)];
    });
    const outcome = upgradeTo5G('0987000001', NOW);
    expect(outcome).toEqual({
      ok: true,
      value: { bonusGranted: true, giftOfferEnded: false, refund: 166, mainBalance: 1166 },
    });
    expect(db().prepaidSubscribers[0]).toMatchObject({ serviceType: '5G', fiveGUpgrades: 1 });
    expect(db().prepaidPlans.plans.map((row) => [row.offerCode, row.state])).toEqual([
      ['DU3', 'withdrawn'],
      ['GIFT5G', 'active'],
    ]);
  });

  it('refuses 5G, tourist and 3G cards and expired numbers, each with its code', () => {
    expect(upgradeTo5G('0987000002', NOW)).toEqual(refusal('ALREADY_5G'));
    expect(upgradeTo5G('0987000003', NOW)).toEqual(refusal('TOURIST_REFUSED'));
    expect(upgradeTo5G('0987000004', NOW)).toEqual(refusal('THREE_G_IN_PERSON'));
    expect(upgradeTo5G('0987000005', NOW)).toEqual(refusal('UPGRADE_FAILED'));
  });
});

describe('roaming offers', () => {
  it('needs the holder id and enough balance', () => {
    const offer = db().prepaidPlans.roamingOffers[0];
    if (!offer) throw new Error('no roaming offers seeded');
    expect(buyRoamingOffer('0987000001', offer.code, 'a223456781', NOW)).toMatchObject({
      ok: true,
      value: { mainBalance: 1000 - offer.price },
    });
    expect(buyRoamingOffer('0987000001', offer.code, 'B123456780', NOW)).toEqual(
      refusal('ID_MISMATCH'),
    );
    expect(buyRoamingOffer('0987000001', 'NOPE', 'A223456781', NOW)).toEqual(
      refusal('PURCHASE_REFUSED'),
    );
    expect(buyRoamingOffer('0987000005', offer.code, 'A223456781', NOW)).toEqual(
      refusal('NUMBER_EXPIRED'),
    );
  });
});
