import { findOffer } from '../prepaidCatalogue';
import { dateOf, startOfTaipeiDate } from '../dates';
import { accepted, type Outcome } from '../outcome';
import { mutate } from '../state';
import type { PrepaidSubscriberRow, SandboxDb } from '../types';
import type { CreditAccount, CreditRow } from './prepaidAccounts';
import { DEFAULT_NOTIFICATION_CONFIG, prepaidRefusal } from './prepaidCards';
import { isCardExpired, lowBalanceReasons } from './prepaidCardRules';
import type { PlanRow } from './prepaidPlans';
import { planStatus } from './prepaidRules';

/**
 * How the prepaid accounts are spent and how plans end (spec 02 §4.5), and when the low-balance
 * alert is sent (spec 02 §9).
 */

/**
 * The order a charge is taken in: in-network gift credit (in-network calls only), then the free
 * credit of expired plans (spent before the main account), the main account, then other free
 * credit (bonuses).
 */
export const DEDUCTION_ORDER = ['gift', 'freeCredit', 'main', 'bonus'] as const;
export type PayingAccount = (typeof DEDUCTION_ORDER)[number];

/** The last valid day of a credit: free credit shares the main account's. */
export function creditValidUntil(row: CreditRow, card: PrepaidSubscriberRow): string {
  return row.validUntil ?? card.validUntil;
}

function isCreditLive(row: CreditRow, card: PrepaidSubscriberRow, now: Date): boolean {
  const ends = startOfTaipeiDate(creditValidUntil(row, card)).getTime() + 86_400_000;
  return row.amount > 0 && now.getTime() < ends && !isCardExpired(card, now);
}

/** The money accounts beside the main balance that can still be spent, in deduction order. */
export function liveCredits(
  database: SandboxDb,
  card: PrepaidSubscriberRow,
  now: Date,
): CreditRow[] {
  const rank = (account: CreditAccount) => DEDUCTION_ORDER.indexOf(account);
  return database.prepaidAccounts.credits
    .filter((row) => row.number === card.number && isCreditLive(row, card, now))
    .sort(
      (a, b) =>
        rank(a.account) - rank(b.account) ||
        creditValidUntil(a, card).localeCompare(creditValidUntil(b, card)),
    );
}

export interface Deduction {
  account: PayingAccount;
  amount: number;
}

/** Takes a call's charge from the accounts in DEDUCTION_ORDER; refused when they fall short. */
export function chargeCall(
  number: string,
  amount: number,
  options: { inNetwork: boolean },
  now: Date,
): Outcome<Deduction[]> {
  return mutate((database) => {
    const card = database.prepaidSubscribers.find((row) => row.number === number);
    if (!card || isCardExpired(card, now)) return prepaidRefusal('NUMBER_EXPIRED');
    const credits = liveCredits(database, card, now).filter(
      (row) => row.account !== 'gift' || options.inNetwork,
    );
    const available = credits.reduce((sum, row) => sum + row.amount, card.mainBalance);
    if (available < amount) return prepaidRefusal('BALANCE_INSUFFICIENT');
    let left = amount;
    const taken: Deduction[] = [];
    const take = (account: PayingAccount, from: number, spend: (part: number) => void) => {
      const part = Math.min(left, from);
      if (part <= 0) return;
      spend(part);
      left -= part;
      taken.push({ account, amount: part });
    };
    for (const account of DEDUCTION_ORDER) {
      if (account === 'main') {
        take('main', card.mainBalance, (part) => (card.mainBalance -= part));
        continue;
      }
      for (const row of credits.filter((credit) => credit.account === account)) {
        take(account, row.amount, (part) => (row.amount -= part));
      }
    }
    return accepted(taken);
  });
}

function isDailyPlan(plan: PlanRow): boolean {
  const category = findOffer(plan.offerCode)?.category;
  return category === 'daily' || category === 'hourly' || category === 'student';
}

/**
 * Uses `megabytes` of data: daily plans before volume plans, and the base volume of every plan
 * before any bonus volume. Answers what no plan could serve (charged elsewhere).
 */
export function consumeData(number: string, megabytes: number, now: Date): number {
  return mutate((database) => {
    const today = dateOf(now);
    const running = database.prepaidPlans.plans
      .filter(
        (plan) => plan.number === number && ['active', 'extended'].includes(planStatus(plan, now)),
      )
      .sort(
        (a, b) =>
          Number(isDailyPlan(b)) - Number(isDailyPlan(a)) ||
          Date.parse(a.endTime) - Date.parse(b.endTime),
      );
    let left = megabytes;
    for (const plan of running) {
      const offer = findOffer(plan.offerCode);
      if (!offer || left <= 0) break;
      if (isDailyPlan(plan) && offer.dataMb === undefined) return 0; // unlimited
      if (offer.kind === 'dailyQuota' && plan.usedOn !== today) {
        plan.usedOn = today;
        plan.usedMb = 0;
      }
      const part = Math.min(left, (offer.dataMb ?? 0) - (plan.usedMb ?? 0));
      if (part > 0) {
        plan.usedMb = (plan.usedMb ?? 0) + part;
        left -= part;
      }
    }
    for (const plan of running) {
      const bonus = findOffer(plan.offerCode)?.bonusMb ?? 0;
      const part = Math.min(left, bonus - (plan.bonusUsedMb ?? 0));
      if (part > 0) {
        plan.bonusUsedMb = (plan.bonusUsedMb ?? 0) + part;
        left -= part;
      }
    }
    return left;
  });
}

/**
 * What a plan's unused base volume is worth as free credit at its expiry: its share of the price,
 * rounded down (the rate is the sandbox's choice). Only volume plans convert: a daily quota is
 * per day, and bonus volume is zeroed.
 */
export function conversionCredit(plan: PlanRow): number {
  const offer = findOffer(plan.offerCode);
  if (offer?.category !== 'volume' || !offer.dataMb || plan.state === 'withdrawn') return 0;
  const unused = Math.max(0, offer.dataMb - (plan.usedMb ?? 0));
  return Math.floor((offer.price * unused) / offer.dataMb);
}

/** Applies every plan expiry passed: unused base becomes free credit, bonus volume is zeroed. */
export function settleExpiredPlans(database: SandboxDb, number: string, now: Date): void {
  for (const plan of database.prepaidPlans.plans) {
    if (plan.number !== number || plan.settled === true) continue;
    if (Date.parse(plan.endTime) > now.getTime()) continue;
    plan.settled = true;
    const offer = findOffer(plan.offerCode);
    if (offer?.bonusMb) plan.bonusUsedMb = offer.bonusMb;
    const credit = conversionCredit(plan);
    if (credit > 0) {
      database.prepaidAccounts.credits.push({
        id: `CR-${plan.id}`,
        number,
        account: 'freeCredit',
        amount: credit,
        source: plan.offerCode,
      });
    }
  }
}

/** Alert SMS are sent 9:00-12:00 and 14:00-21:00 Taipei time (spec 02 §9). */
export const SMS_WINDOWS: readonly (readonly [number, number])[] = [
  [9 * 60, 12 * 60],
  [14 * 60, 21 * 60],
];

export function isSmsWindowOpen(now: Date): boolean {
  const minutes = (now.getTime() - startOfTaipeiDate(dateOf(now)).getTime()) / 60_000;
  return SMS_WINDOWS.some(([from, to]) => minutes >= from && minutes < to);
}

const ALERT_TEXTS = {
  zh: { balance: '您的預付卡主帳戶餘額低於 60 元', validity: '您的預付卡門號效期不足 15 天' },
  en: {
    balance: 'Your prepaid main balance is below NT$60',
    validity: 'Your prepaid number is valid for less than 15 days',
  },
} as const;

/**
 * Sends the day's low-balance alert by the holder's settings (/PrepaidNotify): the alerts they
 * turned on, on their channel; an SMS only inside SMS_WINDOWS. At most one a day per number.
 */
export function sendLowBalanceAlert(
  database: SandboxDb,
  card: PrepaidSubscriberRow,
  now: Date,
): boolean {
  const today = dateOf(now);
  const alerts = database.prepaidAccounts.alerts;
  if (
    isCardExpired(card, now) ||
    alerts.some((row) => row.number === card.number && row.sentOn === today)
  ) {
    return false;
  }
  const config =
    database.prepaidCards.notifications.find((row) => row.number === card.number)?.config ??
    DEFAULT_NOTIFICATION_CONFIG;
  const reasons = lowBalanceReasons(card, now);
  const due = [
    reasons.balance && config.lowMainBalanceAlert ? 'balance' : null,
    reasons.validity && config.lowValidityAlert ? 'validity' : null,
  ].filter((reason): reason is 'balance' | 'validity' => reason !== null);
  if (due.length === 0) return false;
  const channel = config.notificationType;
  if (channel === 'sms' && !isSmsWindowOpen(now)) return false;
  if (channel === 'email' && config.email === '') return false;
  const texts = config.language === 'zh' ? ALERT_TEXTS.zh : ALERT_TEXTS.en;
  database.outbox.messages.push({
    id: `MSG${String(database.outbox.messages.length + 1).padStart(5, '0')}`,
    kind: 'prepaidLowBalance',
    channel,
    number: card.number,
    to: channel === 'email' ? config.email : card.number,
    at: now.toISOString(),
    text: due.map((reason) => texts[reason]).join('; '),
    customerId: '',
  });
  const row = alerts.find((entry) => entry.number === card.number);
  if (row) row.sentOn = today;
  else alerts.push({ number: card.number, sentOn: today });
  return true;
}

/** What every prepaid call does first: apply the expiries passed and send the day's alert. */
export function settlePrepaidCard(number: string, now: Date): void {
  mutate((database) => {
    const card = database.prepaidSubscribers.find((row) => row.number === number);
    if (!card) return;
    settleExpiredPlans(database, number, now);
    sendLowBalanceAlert(database, card, now);
  });
}
