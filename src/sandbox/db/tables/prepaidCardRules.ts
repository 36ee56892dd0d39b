import { DAY_MS, dateAfter, startOfTaipeiDate } from '../dates';
import { accepted, type Outcome } from '../outcome';
import { mutate, nextSequence } from '../state';
import type { PrepaidSubscriberRow, SandboxDb } from '../types';
import { prepaidRefusal } from './prepaidCards';

/** The number's validity, the low-balance alert's thresholds and top-ups (spec 02 §4.1, §9). */

const HOUR_MS = 3_600_000;
export const LOW_MAIN_BALANCE = 60;
export const LOW_VALIDITY_DAYS = 15;

/**
 * Days of validity a top-up gives, from today (the sandbox's choice: spec 02 gives no days per
 * amount). A top-up never shortens the validity, and an expired number cannot be topped up.
 */
export const TOP_UP_VALIDITY_DAYS: Readonly<Record<number, number>> = {
  100: 30,
  300: 90,
  500: 180,
  1000: 365,
};
/** A top-up bonus is valid 30 days in its own account (the sandbox's choice). */
export const BONUS_VALIDITY_DAYS = 30;

/** The last valid day's end (validUntil is a calendar date in Asia/Taipei). */
export function validityEnd(card: { validUntil: string }): number {
  return startOfTaipeiDate(card.validUntil).getTime() + 24 * HOUR_MS;
}

export function isCardExpired(card: PrepaidSubscriberRow, now: Date): boolean {
  return now.getTime() >= validityEnd(card);
}

/** Why a low-balance alert is due: main balance below 60, validity under 15 days (spec 02 §9). */
export function lowBalanceReasons(
  card: PrepaidSubscriberRow,
  now: Date,
): { balance: boolean; validity: boolean } {
  const daysLeft = (validityEnd(card) - now.getTime()) / DAY_MS;
  return { balance: card.mainBalance < LOW_MAIN_BALANCE, validity: daysLeft < LOW_VALIDITY_DAYS };
}

export function needsLowBalanceAlert(card: PrepaidSubscriberRow, now: Date): boolean {
  const reasons = lowBalanceReasons(card, now);
  return reasons.balance || reasons.validity;
}

function findCard(database: SandboxDb, number: string): PrepaidSubscriberRow | undefined {
  return database.prepaidSubscribers.find((card) => card.number === number);
}

/** Top-up bonus (spec 02 §9): 500 gives 100 (150 on a 5G card); 1000 gives 200 (330 on 5G). */
export function topUpBonus(faceValue: number, card: PrepaidSubscriberRow): number {
  const fiveG = card.serviceType === '5G';
  if (faceValue === 500) return fiveG ? 150 : 100;
  if (faceValue === 1000) return fiveG ? 330 : 200;
  return 0;
}

/** The validity after topping up `faceValue`: today plus its days, never earlier than before. */
export function validityAfterTopUp(card: PrepaidSubscriberRow, faceValue: number, now: Date) {
  const extended = dateAfter(now, TOP_UP_VALIDITY_DAYS[faceValue] ?? 0);
  return extended > card.validUntil ? extended : card.validUntil;
}

export interface TopUpDone {
  amount: number;
  bonus: number;
  mainBalance: number;
  validUntil: string;
  bonusValidUntil?: string;
}

/** The face value goes to the main account; the bonus to a bonus account of its own. */
export function topUp(number: string, code: string, now: Date): Outcome<TopUpDone> {
  const creditId = `CR-${String(nextSequence())}`;
  return mutate((database) => {
    const card = findCard(database, number);
    if (!card) return prepaidRefusal('VOUCHER_REFUSED');
    if (!/^(\d{12}|\d{14})$/.test(code)) return prepaidRefusal('VOUCHER_INVALID');
    const voucher = database.prepaidCards.vouchers.find((row) => row.code === code);
    if (!voucher) return prepaidRefusal('VOUCHER_INVALID');
    if (voucher.state !== 'new') return prepaidRefusal('VOUCHER_UNUSABLE');
    if (isCardExpired(card, now)) return prepaidRefusal('VOUCHER_REFUSED');
    const bonus = topUpBonus(voucher.faceValue, card);
    voucher.state = 'used';
    voucher.usedBy = number;
    voucher.usedAt = now.toISOString();
    card.mainBalance += voucher.faceValue;
    card.validUntil = validityAfterTopUp(card, voucher.faceValue, now);
    const bonusValidUntil = dateAfter(now, BONUS_VALIDITY_DAYS);
    if (bonus > 0) {
      database.prepaidAccounts.credits.push({
        id: creditId,
        number,
        account: 'bonus',
        amount: bonus,
        validUntil: bonusValidUntil,
        source: 'topUp',
      });
    }
    database.prepaidCards.topUps.push({
      number,
      time: now.toISOString(),
      amount: voucher.faceValue,
      bonus,
    });
    return accepted({
      amount: voucher.faceValue,
      bonus,
      mainBalance: card.mainBalance,
      validUntil: card.validUntil,
      ...(bonus > 0 ? { bonusValidUntil } : {}),
    });
  });
}
