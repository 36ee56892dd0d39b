import type { EReceiptMonth, EReceiptReissue } from '../../../api/eReceipt';
import type { RechargeBalance, RechargeRecord } from '../../../api/recharge';
import { billsOf, statusAt } from '../bills';
import { dateOf } from '../dates';
import { hashSeed } from '../random';
import { mutate, nextSequence } from '../state';
import type { CustomerRow, DeviceRow } from '../types';
import {
  maskMail,
  RECHARGE_RULES,
  REISSUE_MAX_MONTHS,
  USAGE_MESSAGES,
  usageDb,
} from './usageRules';
import { accepted, refused, type Outcome } from '../outcome';

/** E-receipt reissue and recharge rules (docs/sandbox.md "Usage, call details, payments"). */

function lastReissueOf(deviceNo: string, billMonth: string): string | null {
  const times = usageDb()
    .reissues.filter(
      (row) =>
        row.deviceNo === deviceNo &&
        (row.billMonths.includes(billMonth) || row.receiptMonths.includes(billMonth)),
    )
    .map((row) => row.at)
    .sort();
  return times.at(-1) ?? null;
}

export function eReceiptMonthsOf(deviceNo: string, now: Date): EReceiptMonth[] {
  const today = dateOf(now);
  return billsOf(deviceNo).map((bill) => ({
    billMonth: bill.billMonth,
    receiptNo: bill.receiptNo,
    amount: bill.amount,
    status: statusAt(bill, today),
    paidDate: bill.paidDate,
    lastReissuedAt: lastReissueOf(deviceNo, bill.billMonth),
  }));
}

export interface ReissueInput {
  customer: CustomerRow;
  device: DeviceRow;
  billMonths: string[];
  receiptMonths: string[];
}

/**
 * Bill copies of any billed month, payment receipts of paid months only; at most 6 months per
 * request and each month once a day.
 */
export function reissue(input: ReissueInput, now: Date): Outcome<EReceiptReissue> {
  const { customer, device } = input;
  const billMonths = [...new Set(input.billMonths)];
  const receiptMonths = [...new Set(input.receiptMonths)];
  const months = new Set([...billMonths, ...receiptMonths]);
  if (months.size === 0) return refused(USAGE_MESSAGES.reissueNothing);
  if (months.size > REISSUE_MAX_MONTHS) return refused(USAGE_MESSAGES.reissueTooMany);
  const known = new Map(eReceiptMonthsOf(device.deviceNo, now).map((row) => [row.billMonth, row]));
  for (const month of months) {
    const row = known.get(month);
    if (!row) return refused(USAGE_MESSAGES.monthNotFound);
    if (row.lastReissuedAt && dateOf(new Date(row.lastReissuedAt)) === dateOf(now)) {
      return refused(USAGE_MESSAGES.reissueToday);
    }
  }
  if (receiptMonths.some((month) => known.get(month)?.status !== 'paid')) {
    return refused(USAGE_MESSAGES.receiptUnpaid);
  }
  const sequence = nextSequence();
  const reissueId = `RI${hashSeed(`${device.deviceNo}#${sequence}`).toString(36).toUpperCase()}`;
  mutate((database) => {
    database.usage.reissues.push({
      reissueId,
      customerId: customer.id,
      deviceNo: device.deviceNo,
      billMonths,
      receiptMonths,
      at: now.toISOString(),
    });
  });
  return accepted({ reissueId, email: maskMail(customer.mail), billMonths, receiptMonths });
}

export function rechargeBalanceOf(device: DeviceRow): RechargeBalance {
  const account = usageDb().rechargeAccounts.find((row) => row.deviceNo === device.deviceNo);
  return {
    deviceNo: device.deviceNo,
    balance: account?.balance ?? 0,
    updatedAt: account?.updatedAt ?? new Date(0).toISOString(),
    minAmount: RECHARGE_RULES.minAmount,
    maxAmount: RECHARGE_RULES.maxAmount,
    step: RECHARGE_RULES.step,
    maxBalance: RECHARGE_RULES.maxBalance,
  };
}

export function rechargeLogOf(deviceNo: string): RechargeRecord[] {
  return usageDb()
    .recharges.filter((row) => row.deviceNo === deviceNo)
    .sort((left, right) => Date.parse(right.at) - Date.parse(left.at));
}

export function isValidRechargeAmount(amount: unknown): amount is number {
  return (
    typeof amount === 'number' &&
    Number.isInteger(amount) &&
    amount >= RECHARGE_RULES.minAmount &&
    amount <= RECHARGE_RULES.maxAmount &&
    amount % RECHARGE_RULES.step === 0
  );
}

/** Mobile numbers only; valid amount; the balance stays within 5,000; 3 recharges a day. */
export function rechargeNumber(
  device: DeviceRow,
  amount: unknown,
  now: Date,
): Outcome<RechargeRecord> {
  if (device.deviceType !== 'mobile') return refused(USAGE_MESSAGES.rechargeNotMobile);
  if (!isValidRechargeAmount(amount)) return refused(USAGE_MESSAGES.rechargeAmount);
  const { balance } = rechargeBalanceOf(device);
  if (balance + amount > RECHARGE_RULES.maxBalance) {
    return refused(USAGE_MESSAGES.rechargeOverBalance);
  }
  const today = dateOf(now);
  const todays = rechargeLogOf(device.deviceNo).filter((row) => dateOf(new Date(row.at)) === today);
  if (todays.length >= RECHARGE_RULES.perDay) return refused(USAGE_MESSAGES.rechargeDailyLimit);
  const sequence = nextSequence();
  const record: RechargeRecord = {
    rechargeId: `RC${String(10_000 + sequence)}`,
    deviceNo: device.deviceNo,
    amount,
    balanceAfter: balance + amount,
    at: now.toISOString(),
  };
  mutate((database) => {
    const accounts = database.usage.rechargeAccounts;
    const account = accounts.find((row) => row.deviceNo === device.deviceNo);
    if (account) {
      account.balance = record.balanceAfter;
      account.updatedAt = record.at;
    } else {
      accounts.push({
        deviceNo: device.deviceNo,
        balance: record.balanceAfter,
        updatedAt: record.at,
      });
    }
    database.usage.recharges.push(record);
  });
  return accepted(record);
}
