import { http, type RequestHandler } from 'msw';
import { IDEMPOTENCY_HEADER } from '../../api/bill';
import type { BillPaymentReceipt, PaymentChannel } from '../../api/types/bill';
import { billInfoOf, payBills } from '../db/bills';
import { spendCaptcha } from '../db/captcha';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import { accepted, refused, type Outcome } from '../db/outcome';
import { findCustomer, findDevice } from '../db/sessions';
import { db, mutate } from '../db/state';
import {
  IDEMPOTENCY_TTL_MS,
  withBillPayTables,
  type BillPayTables,
  type PortalPaymentCall,
} from '../db/tables/billPay';
import type { BillRow, CustomerRow, SandboxDb } from '../db/types';
import { hasBillSource, MISSING_BILL_SOURCE } from './billSource';
import { apiUrl, SANDBOX_MESSAGES, withCustomer } from './support';
import { jsonBody, ok, refuseWith, text } from './respond';

/**
 * Paying bills (docs/sandbox.md "Bills and paying"). Every refusal carries a code the portal
 * translates, and the carrier's own wording.
 */
export const BILL_PAY_ERRORS = {
  missingSource: MISSING_BILL_SOURCE,
  captchaWrong: { code: 'CAPTCHA_WRONG', message: '圖形驗證碼錯誤，請重新輸入' },
  captchaExpired: { code: 'CAPTCHA_EXPIRED', message: '圖形驗證碼已失效，請重新取得' },
  pidMismatch: { code: 'PID_MISMATCH', message: '門號與身分證號（統一編號）不符' },
  alreadyPaid: { code: 'ALREADY_PAID', message: '帳單已繳清，請勿重複繳費' },
  billNotFound: { code: 'BILL_NOT_FOUND', message: '查無此帳單資料' },
  keyReused: { code: 'IDEMPOTENCY_CONFLICT', message: '此交易序號已用於另一筆繳費，請重新操作' },
  badRequest: { code: 'BAD_REQUEST', message: SANDBOX_MESSAGES.badRequest },
} as const;

const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  'creditCard',
  'autoDebit',
  'convenienceStore',
  'bankTransfer',
  'online',
];
const KEY_FORMAT = /^[A-Za-z0-9_-]{8,128}$/;

function tables(database: SandboxDb = db()): BillPayTables {
  return withBillPayTables(database.billPay);
}

/** The idempotency key of the request: absent (''), or null when it is malformed. */
function keyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  return key === '' || KEY_FORMAT.test(key) ? key : null;
}

/** The answer a key got the first time, or the refusal for reusing it for something else. */
function replayOf(key: string, fingerprint: string): Response | null {
  if (key === '') return null;
  const now = sandboxNow().getTime();
  const row = tables().idempotencyKeys.find(
    (candidate) => candidate.key === key && now - Date.parse(candidate.at) < IDEMPOTENCY_TTL_MS,
  );
  if (!row) return null;
  if (row.fingerprint !== fingerprint) return refuseWith(BILL_PAY_ERRORS.keyReused);
  return ok<BillPaymentReceipt>({ ...row.receipt, replayed: true });
}

/**
 * Checks the typed captcha against a challenge of CHTMember/AuthTokenWithCaptcha (the login's
 * challenges, answer 2580); a challenge is used up by a wrong answer and by a payment.
 */
function checkCaptcha(authToken: string, code: string): Outcome {
  const outcome = spendCaptcha(authToken, code);
  if (outcome === 'expired') return refused(BILL_PAY_ERRORS.captchaExpired);
  return outcome === 'wrong' ? refused(BILL_PAY_ERRORS.captchaWrong) : accepted(undefined);
}

/** Charges the bills once, records the payment and remembers the key with its answer. */
function charge(
  bills: BillRow[],
  context: {
    call: PortalPaymentCall;
    customer: CustomerRow;
    channel: PaymentChannel;
    key: string;
    fingerprint: string;
  },
): BillPaymentReceipt {
  const payments = payBills(bills, context.channel);
  const at = sandboxNow();
  const receipt: BillPaymentReceipt = {
    paymentIds: payments.map((row) => row.paymentId),
    paidAmount: payments.reduce((sum, row) => sum + row.amount, 0),
    bills: payments.map((row) => ({
      deviceNo: row.deviceNo,
      billMonth: row.billMonth,
      receiptNo: row.receiptNo,
      amount: row.amount,
      paymentId: row.paymentId,
    })),
    paidDate: dateOf(at),
    replayed: false,
  };
  mutate((database) => {
    const group = tables(database);
    group.payments.push({
      chargeId: receipt.paymentIds[0] ?? '',
      call: context.call,
      customerId: context.customer.id,
      deviceNos: [...new Set(bills.map((bill) => bill.deviceNo))],
      receiptNos: bills.map((bill) => bill.receiptNo),
      amount: receipt.paidAmount,
      at: at.toISOString(),
      idempotencyKey: context.key || null,
    });
    if (context.key !== '') {
      group.idempotencyKeys = group.idempotencyKeys.filter(
        (row) => at.getTime() - Date.parse(row.at) < IDEMPOTENCY_TTL_MS,
      );
      group.idempotencyKeys.push({
        key: context.key,
        customerId: context.customer.id,
        fingerprint: context.fingerprint,
        receipt,
        at: at.toISOString(),
      });
    }
  });
  return receipt;
}

function unpaidRows(deviceNo: string): BillRow[] {
  const outstanding = new Set(
    billInfoOf(deviceNo)
      .history.filter((bill) => bill.status !== 'paid')
      .map((bill) => bill.receiptNo),
  );
  return db().bills.filter((bill) => bill.deviceNo === deviceNo && outstanding.has(bill.receiptNo));
}

/** The number and its holder, when the pid is the holder's (personal id or company tax id). */
function holderOf(deviceNo: string, pid: string) {
  const device = findDevice(deviceNo);
  if (!device) return null;
  const customer = findCustomer(device.customerId);
  return customer?.pid.toUpperCase() === pid ? { device, customer } : null;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const billPayHandlers: RequestHandler[] = [
  // The holder is recognised by number and pid, guarded by a captcha; no login needed.
  http.post(apiUrl('Bill/Payment'), async ({ request }) => {
    if (!hasBillSource(request)) {
      return refuseWith(BILL_PAY_ERRORS.missingSource);
    }
    const key = keyOf(request);
    const body = await jsonBody(request);
    const deviceNo = text(body?.deviceno);
    const pid = text(body?.pid).toUpperCase();
    if (key === null || deviceNo === '' || pid === '')
      return refuseWith(BILL_PAY_ERRORS.badRequest);
    const fingerprint = `Payment|${deviceNo}|${pid}`;
    const replay = replayOf(key, fingerprint);
    if (replay) return replay;

    const captcha = checkCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
    );
    if (!captcha.ok) return refuseWith(captcha);
    const holder = holderOf(deviceNo, pid);
    if (!holder) return refuseWith(BILL_PAY_ERRORS.pidMismatch);
    const { device, customer } = holder;
    const bills = unpaidRows(device.deviceNo);
    if (bills.length === 0) return refuseWith(BILL_PAY_ERRORS.alreadyPaid);
    const receipt = charge(bills, {
      call: 'Payment',
      customer,
      channel: 'online',
      key,
      fingerprint,
    });
    return ok<BillPaymentReceipt>(receipt);
  }),

  http.post(
    apiUrl('Bill/MultiPayment'),
    withCustomer(async ({ request, customer }) => {
      if (!hasBillSource(request)) {
        return refuseWith(BILL_PAY_ERRORS.missingSource);
      }
      const key = keyOf(request);
      const body = await jsonBody(request);
      const receiptNos = body?.receiptNos;
      const channel = PAYMENT_CHANNELS.find((candidate) => candidate === body?.channel);
      if (key === null || !isStringList(receiptNos) || receiptNos.length === 0 || !channel) {
        return refuseWith(BILL_PAY_ERRORS.badRequest);
      }
      const wanted = [...new Set(receiptNos)];
      const fingerprint = `MultiPayment|${customer.id}|${channel}|${[...wanted].sort().join(',')}`;
      const replay = replayOf(key, fingerprint);
      if (replay) return replay;

      const bills = wanted.map((receiptNo) =>
        db().bills.find((bill) => bill.receiptNo === receiptNo),
      );
      const owned = bills.every(
        (bill) => bill !== undefined && findDevice(bill.deviceNo)?.customerId === customer.id,
      );
      if (!owned) return refuseWith(BILL_PAY_ERRORS.billNotFound);
      const payable = bills.filter(
        (bill): bill is BillRow => bill !== undefined && bill.status !== 'paid',
      );
      if (payable.length !== bills.length) return refuseWith(BILL_PAY_ERRORS.alreadyPaid);
      return ok<BillPaymentReceipt>(
        charge(payable, { call: 'MultiPayment', customer, channel, key, fingerprint }),
      );
    }),
  ),
];
