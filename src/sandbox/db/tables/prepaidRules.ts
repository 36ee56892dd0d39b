import { FIVE_G_GIFT, findOffer, type CatalogueOffer } from '../prepaidCatalogue';
import { mutate, nextSequence } from '../state';
import type { PlanRow } from './prepaidPlans';
import type { PrepaidSubscriberRow, SandboxDb } from '../types';
import { accepted, type Outcome } from '../outcome';
import { prepaidRefusal } from './prepaidCards';
import { isCardExpired } from './prepaidCardRules';

/**
 * The prepaid rules the sandbox enforces (spec 02 §4, §9). Each operation takes the sandbox's
 * "now" and answers either what it did or the code of the carrier's refusal.
 */

const HOUR_MS = 3_600_000;
export const RENEWAL_WINDOW_MS = 23 * HOUR_MS;
export const FIVE_G_RENEWAL_CAP_DAYS = 180;
export const GIFT_DELAY_MS = 10 * 60_000;
/** The first-upgrade gift is given for upgrades up to 31 Dec 2026 (year 115) in Taipei. */
export const FIVE_G_GIFT_OFFER_ENDS = Date.parse('2027-01-01T00:00:00+08:00');

export function isFiveGGiftOffered(now: Date): boolean {
  return now.getTime() < FIVE_G_GIFT_OFFER_ENDS;
}

function findCard(database: SandboxDb, number: string): PrepaidSubscriberRow | undefined {
  return database.prepaidSubscribers.find((card) => card.number === number);
}

export function planStatus(
  plan: PlanRow,
  now: Date,
): 'active' | 'extended' | 'expired' | 'withdrawn' {
  if (plan.state === 'withdrawn') return 'withdrawn';
  if (Date.parse(plan.endTime) <= now.getTime()) return 'expired';
  return plan.extended ? 'extended' : 'active';
}

export function isPlanVisible(plan: { visibleFrom?: string }, now: Date): boolean {
  return plan.visibleFrom === undefined || Date.parse(plan.visibleFrom) <= now.getTime();
}

function isFiveGDaily(card: PrepaidSubscriberRow, offer: CatalogueOffer): boolean {
  return card.serviceType === '5G' && offer.category === 'daily';
}

/** The running plan that buying `offer` again would renew, if any. */
function runningPlanOf(
  database: SandboxDb,
  number: string,
  offer: CatalogueOffer,
  now: Date,
): PlanRow | undefined {
  return database.prepaidPlans.plans
    .filter(
      (plan) =>
        plan.number === number &&
        plan.offerCode === offer.code &&
        ['active', 'extended'].includes(planStatus(plan, now)),
    )
    .sort((a, b) => Date.parse(b.endTime) - Date.parse(a.endTime))[0];
}

/** Whether buying `offer` now may renew the running plan: never hourly, 23 h before its end. */
export function checkRenewal(
  running: PlanRow,
  offer: CatalogueOffer,
  card: PrepaidSubscriberRow,
  now: Date,
): Outcome {
  if (offer.kind === 'hourly') return prepaidRefusal('RENEWAL_HOURLY');
  if (Date.parse(running.endTime) - now.getTime() > RENEWAL_WINDOW_MS) {
    return prepaidRefusal('RENEWAL_WINDOW');
  }
  const days = offer.durationHours / 24;
  if (isFiveGDaily(card, offer) && running.chainDays + days > FIVE_G_RENEWAL_CAP_DAYS) {
    return prepaidRefusal('RENEWAL_CAP');
  }
  return accepted(undefined);
}

/** Whether the number information shows a renew action for the plan now. */
export function isRenewable(plan: PlanRow, card: PrepaidSubscriberRow, now: Date): boolean {
  const offer = findOffer(plan.offerCode);
  if (!offer || offer.kind === 'gift5G' || offer.needsInPersonApplication) return false;
  if (!['active', 'extended'].includes(planStatus(plan, now)) || isCardExpired(card, now)) {
    return false;
  }
  return checkRenewal(plan, offer, card, now).ok;
}

function purchaseNo(): string {
  return `PO-${String(nextSequence()).padStart(6, '0')}`;
}

export function purchase(
  number: string,
  offerCode: string,
  now: Date,
): Outcome<{ mainBalance: number; purchaseNo: string }> {
  const sequence = purchaseNo();
  return mutate((database) => {
    const card = findCard(database, number);
    const offer = findOffer(offerCode);
    if (!card || !offer || offer.kind === 'gift5G') return prepaidRefusal('PURCHASE_REFUSED');
    if (isCardExpired(card, now)) return prepaidRefusal('NUMBER_EXPIRED');
    if (offer.needsInPersonApplication && card.studentApproved !== true) {
      return prepaidRefusal('IN_PERSON_APPLICATION');
    }
    const running = runningPlanOf(database, number, offer, now);
    const renewal = running ? checkRenewal(running, offer, card, now) : accepted(undefined);
    if (!renewal.ok) return renewal;
    const record = { number, time: now.toISOString(), amount: offer.price, offerCode };
    if (card.mainBalance < offer.price) {
      database.prepaidPlans.purchases.push({ ...record, purchaseNo: sequence, status: 'failed' });
      return prepaidRefusal('BALANCE_INSUFFICIENT');
    }
    card.mainBalance -= offer.price;
    const start = running ? Date.parse(running.endTime) : now.getTime();
    const days = offer.durationHours / 24;
    database.prepaidPlans.plans.push({
      id: sequence,
      number,
      offerCode,
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + offer.durationHours * HOUR_MS).toISOString(),
      state: 'active',
      extended: running !== undefined,
      chainDays: isFiveGDaily(card, offer) ? (running?.chainDays ?? 0) + days : 0,
    });
    if (offer.voiceSeconds) addVoice(database, number, offer.voiceSeconds, start, offer);
    database.prepaidPlans.purchases.push({ ...record, purchaseNo: sequence, status: 'success' });
    return accepted({ mainBalance: card.mainBalance, purchaseNo: sequence });
  });
}

/** A with-voice plan's minutes join the voice account, valid at least as long as the plan. */
function addVoice(
  database: SandboxDb,
  number: string,
  seconds: number,
  start: number,
  offer: CatalogueOffer,
): void {
  const validUntil = new Date(start + offer.durationHours * HOUR_MS).toISOString();
  const voice = database.prepaidPlans.balances.find(
    (row) => row.number === number && row.account === 'voice',
  );
  if (!voice) {
    database.prepaidPlans.balances.push({
      number,
      account: 'voice',
      balance: seconds,
      unit: 'seconds',
      validUntil,
    });
    return;
  }
  voice.balance += seconds;
  if (Date.parse(validUntil) > Date.parse(voice.validUntil)) voice.validUntil = validUntil;
}

/** What ending a plan early returns: the unused share of its price, rounded down. */
export function proRataRefund(plan: PlanRow, price: number, now: Date): number {
  const start = Date.parse(plan.startTime);
  const end = Date.parse(plan.endTime);
  const from = Math.max(start, now.getTime());
  if (end <= from || end <= start) return 0;
  return Math.floor((price * (end - from)) / (end - start));
}

export function upgradeTo5G(
  number: string,
  now: Date,
): Outcome<{
  bonusGranted: boolean;
  giftOfferEnded: boolean;
  refund: number;
  mainBalance: number;
}> {
  const giftNo = purchaseNo();
  return mutate((database) => {
    const card = findCard(database, number);
    if (!card || isCardExpired(card, now)) return prepaidRefusal('UPGRADE_FAILED');
    if (card.serviceType === '5G') return prepaidRefusal('ALREADY_5G');
    if (card.serviceType === 'tourist') return prepaidRefusal('TOURIST_REFUSED');
    if (card.serviceType === '3G') return prepaidRefusal('THREE_G_IN_PERSON');
    let refund = 0;
    for (const plan of database.prepaidPlans.plans) {
      const offer = findOffer(plan.offerCode);
      if (plan.number !== number || !offer || !['daily', 'hourly'].includes(offer.category)) {
        continue;
      }
      if (!['active', 'extended'].includes(planStatus(plan, now))) continue;
      refund += proRataRefund(plan, offer.price, now);
      plan.state = 'withdrawn';
      plan.endTime = now.toISOString();
    }
    const firstUpgrade = card.fiveGUpgrades === 0;
    const bonusGranted = firstUpgrade && isFiveGGiftOffered(now);
    card.serviceType = '5G';
    card.serviceName = '5G預付卡語音+數據';
    card.fiveGUpgrades += 1;
    card.mainBalance += refund;
    if (refund > 0) {
      database.prepaidPlans.purchases.push({
        purchaseNo: `${giftNo}-R`,
        number,
        time: now.toISOString(),
        amount: refund,
        status: 'refund',
        offerCode: '',
      });
    }
    if (bonusGranted) {
      const visibleFrom = new Date(now.getTime() + GIFT_DELAY_MS).toISOString();
      database.prepaidPlans.plans.push({
        id: giftNo,
        number,
        offerCode: FIVE_G_GIFT.code,
        startTime: now.toISOString(),
        endTime: new Date(now.getTime() + FIVE_G_GIFT.durationHours * HOUR_MS).toISOString(),
        state: 'active',
        extended: false,
        chainDays: 0,
        visibleFrom,
      });
      database.prepaidPlans.purchases.push({
        purchaseNo: giftNo,
        number,
        time: now.toISOString(),
        amount: 0,
        status: 'success',
        offerCode: FIVE_G_GIFT.code,
        visibleFrom,
      });
    }
    return accepted({
      bonusGranted,
      giftOfferEnded: firstUpgrade && !bonusGranted,
      refund,
      mainBalance: card.mainBalance,
    });
  });
}

export function buyRoamingOffer(
  number: string,
  offerCode: string,
  pid: string,
  now: Date,
): Outcome<{ mainBalance: number; purchaseNo: string }> {
  const sequence = purchaseNo();
  return mutate((database) => {
    const card = findCard(database, number);
    const offer = database.prepaidPlans.roamingOffers.find((row) => row.code === offerCode);
    if (!card || !offer) return prepaidRefusal('PURCHASE_REFUSED');
    if (isCardExpired(card, now)) return prepaidRefusal('NUMBER_EXPIRED');
    if (pid.trim().toUpperCase() !== card.custId.toUpperCase())
      return prepaidRefusal('ID_MISMATCH');
    const record = {
      number,
      time: now.toISOString(),
      amount: offer.price,
      offerCode,
      roaming: true,
    };
    if (card.mainBalance < offer.price) {
      database.prepaidPlans.purchases.push({ ...record, purchaseNo: sequence, status: 'failed' });
      return prepaidRefusal('BALANCE_INSUFFICIENT');
    }
    card.mainBalance -= offer.price;
    database.prepaidPlans.purchases.push({ ...record, purchaseNo: sequence, status: 'success' });
    return accepted({ mainBalance: card.mainBalance, purchaseNo: sequence });
  });
}
