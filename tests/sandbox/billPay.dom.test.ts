import { afterEach, describe, expect, it } from 'vitest';
import {
  ebillDownloadCheck,
  getBillInfo,
  getBillQuota,
  getBillRecord,
  getMobileBalance,
  getPayments,
  getPaymentsSummary,
  multiPayment,
  payment,
} from '../../src/api/bill';
import { setCommonHeaderProvider, type ApiResult } from '../../src/api/http';
import { getLoginChallenge } from '../../src/api/member';
import { sandboxNow } from '../../src/sandbox/db/clock';
import { db } from '../../src/sandbox/db/state';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { addCharge } from '../../src/sandbox/db/tables/charges';
import { SANDBOX_CAPTCHA_ANSWER } from '../../src/sandbox/db/tables/login';
import { BILL_ERROR_CODES, BILL_MESSAGES } from '../../src/sandbox/handlers/bill';
import { BILL_PAY_ERRORS } from '../../src/sandbox/handlers/billPay';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

const WANG = DEMO_CUSTOMER_IDS.mobile;
const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;
const COMPANY = DEMO_CUSTOMER_IDS.enterprise;

function dataOf<T>(result: ApiResult<T>): T {
  if ('error' in result) throw new Error(`expected data, got ${result.error.message}`);
  return result.data;
}
function errorOf(result: ApiResult<unknown>) {
  return 'error' in result ? result.error : null;
}

/** A fresh captcha challenge, as the pay form fetches it. */
async function challenge(): Promise<string> {
  return dataOf(await getLoginChallenge()).authToken;
}

async function pay(deviceNo: string, pid: string, key: string, code = SANDBOX_CAPTCHA_ANSWER) {
  return payment({ deviceNo, pid, captcha: await challenge(), code, idempotencyKey: key });
}

const paymentRows = (deviceNo: string) => db().payments.filter((row) => row.deviceNo === deviceNo);

describe('Bill/Payment', () => {
  it('pays the outstanding bill of a number for its holder, and the bill reads paid', async () => {
    sendHeaders({});
    const before = paymentRows('0912345678').length;
    const receipt = dataOf(await pay('0912345678', 'a123456789', 'key-0912-first'));
    expect(receipt).toMatchObject({ paidAmount: 1443, replayed: false });
    expect(receipt.bills).toHaveLength(1);
    expect(paymentRows('0912345678')).toHaveLength(before + 1);
    expect(db().billPay.payments).toHaveLength(1);

    actAs(WANG, '0912345678');
    const info = dataOf(await getBillInfo({ deviceNo: '0912345678' }));
    expect(info).toMatchObject({ current: { status: 'paid' }, totalDue: 0 });
    const payments = dataOf(await getPayments({ deviceNo: '0912345678' }));
    expect(payments[0]).toMatchObject({ channel: 'online', amount: 1443 });
  });

  it('answers a retry with the same key with the first payment and charges nothing more', async () => {
    sendHeaders({});
    const first = dataOf(await pay('0922333444', 'A123456789', 'key-retry-0001'));
    const charged = paymentRows('0922333444').length;
    // The retry after a lost answer: same key, the used-up challenge, even a stale code.
    const again = await payment({
      deviceNo: '0922333444',
      pid: 'A123456789',
      captcha: 'used-or-unknown',
      code: 'XXXX',
      idempotencyKey: 'key-retry-0001',
    });
    expect(dataOf(again)).toEqual({ ...first, replayed: true });
    expect(paymentRows('0922333444')).toHaveLength(charged);
    expect(db().billPay.payments).toHaveLength(1);
  });

  it('refuses a key reused for another payment', async () => {
    sendHeaders({});
    dataOf(await pay('0922333444', 'A123456789', 'key-shared-01'));
    const other = await pay('0912345678', 'A123456789', 'key-shared-01');
    expect(errorOf(other)).toMatchObject({ code: BILL_PAY_ERRORS.keyReused.code });
    actAs(WANG, '0912345678');
    expect(dataOf(await getBillInfo({ deviceNo: '0912345678' })).totalDue).toBe(1443);
  });

  it('refuses to pay a number whose bills are paid, with a clear message', async () => {
    sendHeaders({});
    dataOf(await pay('0912345678', 'A123456789', 'key-paid-once'));
    const second = await pay('0912345678', 'A123456789', 'key-paid-twice');
    expect(errorOf(second)).toEqual(
      expect.objectContaining({
        code: BILL_PAY_ERRORS.alreadyPaid.code,
        message: BILL_MESSAGES.nothingToPay,
      }),
    );
    expect(db().billPay.payments).toHaveLength(1);
    // 陳美玲's fixed line is paid by automatic debit already.
    const fixed = await pay('0223456789', 'F223456788', 'key-fixed-paid');
    expect(errorOf(fixed)).toMatchObject({ code: BILL_PAY_ERRORS.alreadyPaid.code });
  });

  it('checks the captcha against its challenge and uses a challenge once', async () => {
    sendHeaders({});
    const wrong = await pay('0912345678', 'A123456789', 'key-captcha-1', '1234');
    expect(errorOf(wrong)).toMatchObject({
      code: BILL_PAY_ERRORS.captchaWrong.code,
      message: BILL_MESSAGES.captchaWrong,
    });
    const token = await challenge();
    const attempt = (key: string) =>
      payment({
        deviceNo: '0912345678',
        pid: 'F223456788',
        captcha: token,
        code: SANDBOX_CAPTCHA_ANSWER,
        idempotencyKey: key,
      });
    expect(errorOf(await attempt('key-captcha-2'))).toMatchObject({
      code: BILL_PAY_ERRORS.pidMismatch.code,
      message: BILL_MESSAGES.pidMismatch,
    });
    expect(errorOf(await attempt('key-captcha-3'))).toMatchObject({
      code: BILL_PAY_ERRORS.captchaExpired.code,
    });
    expect(db().billPay.payments).toHaveLength(0);
  });

  it('works for the fixed-line and the enterprise customers', async () => {
    sendHeaders({});
    expect(dataOf(await pay('HN12345678', 'F223456788', 'key-broadband')).bills).toHaveLength(1);
    const company = dataOf(await pay('0955123456', '24681358', 'key-company-01'));
    expect(company.bills[0]?.deviceNo).toBe('0955123456');
  });
});

describe('Bill/MultiPayment', () => {
  it("pays several of the customer's numbers at once, once per key", async () => {
    actAs(WANG);
    const summary = dataOf(await getPaymentsSummary());
    const owing = summary.devices.filter((device) => device.totalDue > 0);
    expect(owing.map((device) => device.deviceNo)).toEqual(['0912345678', '0922333444']);
    expect(summary.totalDue).toBe(1443 + 897);
    expect(summary.devices.find((device) => device.deviceNo === '0933555666')).toMatchObject({
      status: 'none',
      totalDue: 0,
    });

    const receiptNos = owing.flatMap((device) => device.bills.map((bill) => bill.receiptNo));
    const request = { receiptNos, channel: 'online' as const, idempotencyKey: 'key-multi-0001' };
    const paid = dataOf(await multiPayment(request));
    expect(paid).toMatchObject({ paidAmount: 2340, replayed: false });
    expect(new Set(paid.bills.map((bill) => bill.deviceNo))).toEqual(
      new Set(['0912345678', '0922333444']),
    );
    expect(dataOf(await multiPayment(request))).toMatchObject({ replayed: true, paidAmount: 2340 });
    expect(db().billPay.payments).toHaveLength(1);
    expect(dataOf(await getPaymentsSummary()).totalDue).toBe(0);

    const again = await multiPayment({ ...request, idempotencyKey: 'key-multi-0002' });
    expect(errorOf(again)).toMatchObject({ code: BILL_PAY_ERRORS.alreadyPaid.code });
  });

  it("refuses another customer's bills and a malformed key", async () => {
    actAs(CHEN);
    const wang = db().bills.find(
      (bill) => bill.deviceNo === '0912345678' && bill.status !== 'paid',
    );
    const foreign = await multiPayment({
      receiptNos: [wang?.receiptNo ?? ''],
      channel: 'online',
      idempotencyKey: 'key-foreign-01',
    });
    expect(errorOf(foreign)).toMatchObject({ code: BILL_PAY_ERRORS.billNotFound.code });
    const mine = db().bills.find(
      (bill) => bill.deviceNo === 'HN12345678' && bill.status !== 'paid',
    );
    const badKey = await multiPayment({
      receiptNos: [mine?.receiptNo ?? ''],
      channel: 'online',
      idempotencyKey: 'bad key!',
    });
    expect(errorOf(badKey)).toMatchObject({ code: BILL_PAY_ERRORS.badRequest.code });
  });
});

describe('bill records, quota, balance and downloads', () => {
  it('answers the month-by-month record oldest first with its average', async () => {
    actAs(WANG, '0912345678');
    const record = dataOf(await getBillRecord({ deviceNo: '0912345678' }));
    expect(record.months).toHaveLength(12);
    const months = record.months.map((month) => month.billMonth);
    expect(months).toEqual([...months].sort());
    expect(record.months.at(-1)).toMatchObject({ amount: 1443, status: 'unpaid' });
    const total = record.months.reduce((sum, month) => sum + month.amount, 0);
    expect(record.averageAmount).toBe(Math.round(total / 12));
  });

  it('answers the quota for mobile numbers only, unbilled charges for a landline too', async () => {
    actAs(WANG, '0912345678');
    expect(dataOf(await getBillQuota({ deviceNo: '0912345678' }))).toEqual({
      quota: 2000,
      used: 350,
    });
    const balance = dataOf(await getMobileBalance({ deviceNo: '0912345678' }));
    expect(balance.unbilledAmount).toBeGreaterThanOrEqual(350);
    actAs(CHEN, '0223456789');
    expect(errorOf(await getBillQuota({ deviceNo: '0223456789' }))).toMatchObject({
      code: BILL_ERROR_CODES.notMobile,
    });
    expect(
      dataOf(await getMobileBalance({ deviceNo: '0223456789' })).unbilledAmount,
    ).toBeGreaterThan(0);
    actAs(CHEN, 'HN12345678');
    expect(errorOf(await getMobileBalance({ deviceNo: 'HN12345678' }))).toMatchObject({
      code: BILL_ERROR_CODES.notMobile,
    });
  });

  it('adds the one-off charges of this bill period to the unbilled amount, not older ones', async () => {
    actAs(WANG, '0912345678');
    const before = dataOf(await getMobileBalance({ deviceNo: '0912345678' })).unbilledAmount;
    const now = sandboxNow();
    addCharge(db(), {
      deviceNo: '0912345678',
      kind: 'addon',
      label: 'Extra data 5 GB',
      amount: 250,
      chargedAt: now.toISOString(),
    });
    addCharge(db(), {
      deviceNo: '0912345678',
      kind: 'parking',
      label: 'Parking',
      amount: 40,
      chargedAt: new Date(now.getTime() - 62 * 86_400_000).toISOString(),
    });
    const after = dataOf(await getMobileBalance({ deviceNo: '0912345678' })).unbilledAmount;
    expect(after - before).toBe(250);
  });

  it('prepares a PDF of a bill, and a receipt for paid bills only', async () => {
    actAs(COMPANY, '0955123456');
    const info = dataOf(await getBillInfo({ deviceNo: '0955123456' }));
    const current = info.current!;
    const copy = dataOf(
      await ebillDownloadCheck({ deviceNo: '0955123456', type: 'bill', ...pick(current) }),
    );
    expect(copy.fileName).toBe(`bill-0955123456-${current.billMonth}.pdf`);
    expect(atob(copy.content).startsWith('%PDF-1.4')).toBe(true);
    const receipt = await ebillDownloadCheck({
      deviceNo: '0955123456',
      type: 'receipt',
      ...pick(current),
    });
    expect(errorOf(receipt)).toMatchObject({
      code: BILL_ERROR_CODES.receiptUnpaid,
      message: BILL_MESSAGES.receiptUnpaid,
    });
    const paidBill = info.history[1]!;
    const paidReceipt = dataOf(
      await ebillDownloadCheck({ deviceNo: '0955123456', type: 'receipt', ...pick(paidBill) }),
    );
    expect(atob(paidReceipt.content)).toContain('Payment receipt');
  });
});

function pick(bill: { billMonth: string; receiptNo: string }) {
  return { billMonth: bill.billMonth, receiptNo: bill.receiptNo };
}
