import { beforeEach, describe, expect, it } from 'vitest';
import { mutate, resetSandbox } from '../../src/sandbox/db/state';
import {
  eReceiptMonthsOf,
  isValidRechargeAmount,
  rechargeBalanceOf,
  rechargeNumber,
  reissue,
} from '../../src/sandbox/db/tables/paymentRules';
import { USAGE_MESSAGES as MESSAGES } from '../../src/sandbox/db/tables/usageRules';
import type { BillRow, CustomerRow, DeviceRow } from '../../src/sandbox/db/types';

const NOW = new Date('2026-03-10T04:00:00Z');
const NEXT_DAY = new Date('2026-03-11T04:00:00Z');

const customer = { id: 'C-TEST', mail: 'wang.xiaoming@example.com' } as CustomerRow;
const mobile = { deviceNo: '0912000001', customerId: 'C-TEST', deviceType: 'mobile' } as DeviceRow;
const fixedLine = { ...mobile, deviceNo: '0223000001', deviceType: 'fixedline' } as DeviceRow;

function bill(billMonth: string, status: BillRow['status']): BillRow {
  return {
    deviceNo: mobile.deviceNo,
    billMonth,
    receiptNo: `R${billMonth}`,
    amount: 500,
    issueDate: `${billMonth.slice(0, 4)}-${billMonth.slice(4)}-05`,
    dueDate: '2026-03-20',
    periodStart: '',
    periodEnd: '',
    status,
    paidDate: status === 'paid' ? '2026-02-15' : null,
    lines: [],
  };
}

const refusal = (message: string) => ({ ok: false, message });
const months = (billMonths: string[], receiptMonths: string[] = []) => ({
  customer,
  device: mobile,
  billMonths,
  receiptMonths,
});

beforeEach(() => {
  resetSandbox();
  mutate((database) => {
    database.bills = [bill('202602', 'unpaid'), bill('202601', 'paid'), bill('202512', 'paid')];
    database.usage.reissues = [];
    database.usage.rechargeAccounts = [
      { deviceNo: mobile.deviceNo, balance: 4500, updatedAt: NOW.toISOString() },
    ];
    database.usage.recharges = [];
  });
});

describe('e-receipt reissue', () => {
  it('lists the billed months newest first, with their status', () => {
    expect(eReceiptMonthsOf(mobile.deviceNo, NOW)).toEqual([
      expect.objectContaining({ billMonth: '202602', status: 'unpaid', lastReissuedAt: null }),
      expect.objectContaining({ billMonth: '202601', status: 'paid' }),
      expect.objectContaining({ billMonth: '202512', status: 'paid' }),
    ]);
  });

  it('sends bill copies of any month and receipts of paid months, to the masked address', () => {
    expect(reissue(months(['202602'], ['202601']), NOW)).toMatchObject({
      ok: true,
      value: {
        email: 'wa***********@example.com',
        billMonths: ['202602'],
        receiptMonths: ['202601'],
      },
    });
    expect(eReceiptMonthsOf(mobile.deviceNo, NOW)[0]?.lastReissuedAt).toBe(NOW.toISOString());
  });

  it('refuses nothing chosen, over six months, an unknown month and an unpaid receipt', () => {
    expect(reissue(months([]), NOW)).toEqual(refusal(MESSAGES.reissueNothing));
    const seven = ['202602', '202601', '202512', '202511', '202510', '202509', '202508'];
    expect(reissue(months(seven), NOW)).toEqual(refusal(MESSAGES.reissueTooMany));
    expect(reissue(months(['202401']), NOW)).toEqual(refusal(MESSAGES.monthNotFound));
    expect(reissue(months([], ['202602']), NOW)).toEqual(refusal(MESSAGES.receiptUnpaid));
  });

  it('reissues a month once a day', () => {
    expect(reissue(months(['202601']), NOW)).toMatchObject({ ok: true });
    expect(reissue(months([], ['202601']), NOW)).toEqual(refusal(MESSAGES.reissueToday));
    expect(reissue(months(['202601']), NEXT_DAY)).toMatchObject({ ok: true });
  });
});

describe('recharge', () => {
  it('takes NT$100 to 3,000 in steps of 100', () => {
    expect([100, 3000, 1200].every(isValidRechargeAmount)).toBe(true);
    expect([0, 50, 150, 3100, '500', 100.5].some(isValidRechargeAmount)).toBe(false);
  });

  it('adds the amount to the balance and records it', () => {
    expect(rechargeNumber(mobile, 500, NOW)).toMatchObject({
      ok: true,
      value: { deviceNo: mobile.deviceNo, amount: 500, balanceAfter: 5000 },
    });
    expect(rechargeBalanceOf(mobile)).toMatchObject({ balance: 5000, maxBalance: 5000 });
  });

  it('refuses other lines, bad amounts and a balance over NT$5,000', () => {
    expect(rechargeNumber(fixedLine, 500, NOW)).toEqual(refusal(MESSAGES.rechargeNotMobile));
    expect(rechargeNumber(mobile, 150, NOW)).toEqual(refusal(MESSAGES.rechargeAmount));
    expect(rechargeNumber(mobile, 600, NOW)).toEqual(refusal(MESSAGES.rechargeOverBalance));
  });

  it('allows three recharges a day', () => {
    const outcomes = [1, 2, 3, 4].map(() => rechargeNumber(mobile, 100, NOW));
    expect(outcomes.slice(0, 3).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes[3]).toEqual(refusal(MESSAGES.rechargeDailyLimit));
  });
});
