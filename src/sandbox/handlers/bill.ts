import { http } from 'msw';
import { BILL_SOURCE, BILL_SOURCE_HEADER } from '../../api/bill';
import type {
  BillDetail,
  BillInfo,
  PaymentChannel,
  PaymentOrder,
  PaymentReceipt,
  PaymentRecord,
} from '../../api/types/bill';
import { billDetailOf, billInfoOf, findBill, payBills, paymentsOf } from '../db/bills';
import type { BillRow } from '../db/types';
import { findCustomer, findDevice } from '../db/sessions';
import { db } from '../db/state';
import {
  apiUrl,
  jsonBody,
  ok,
  refuse,
  SANDBOX_MESSAGES,
  withCustomer,
  withDevice,
  type DeviceContext,
} from './support';

export const BILL_MESSAGES = {
  missingSource: '缺少業務來源代碼',
  billNotFound: '查無此帳單資料',
  captchaWrong: '驗證碼錯誤',
  pidMismatch: '門號與身分證號不符',
  nothingToPay: '所選帳單無須繳費',
} as const;

/** The sandbox answers a captcha code of 0000 as wrong; any other 4-6 letters or digits pass. */
export const SANDBOX_WRONG_CAPTCHA = '0000';
const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  'creditCard',
  'autoDebit',
  'convenienceStore',
  'bankTransfer',
];

/** Every Bill/ call must carry the business source WM56 (see api/bill.ts). */
function billDevice(resolver: (context: DeviceContext) => Response | Promise<Response>) {
  return withDevice((context) =>
    context.request.headers.get(BILL_SOURCE_HEADER) === BILL_SOURCE
      ? resolver(context)
      : refuse(BILL_MESSAGES.missingSource),
  );
}

function hasBillSource(request: Request): boolean {
  return request.headers.get(BILL_SOURCE_HEADER) === BILL_SOURCE;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const billHandlers = [
  http.get(
    apiUrl('Bill/BillInfo'),
    billDevice(({ device }) => ok<BillInfo>(billInfoOf(device.deviceNo))),
  ),

  http.get(
    apiUrl('Bill/BillDetail'),
    billDevice(({ request, device }) => {
      const bill = findBill(
        device.deviceNo,
        request.headers.get('billmonth') ?? '',
        request.headers.get('receiptNo') ?? '',
      );
      return bill ? ok<BillDetail>(billDetailOf(bill)) : refuse(BILL_MESSAGES.billNotFound);
    }),
  ),

  http.get(
    apiUrl('Bill/Payments'),
    billDevice(({ device }) => ok<PaymentRecord[]>(paymentsOf(device.deviceNo))),
  ),

  // No login: the number's holder is recognised by pid, guarded by a captcha.
  http.post(apiUrl('Bill/Payment'), async ({ request }) => {
    if (!hasBillSource(request)) return refuse(BILL_MESSAGES.missingSource);
    const code = request.headers.get('code') ?? '';
    if (!request.headers.get('captcha') || !/^[A-Za-z0-9]{4,6}$/.test(code)) {
      return refuse(BILL_MESSAGES.captchaWrong);
    }
    if (code === SANDBOX_WRONG_CAPTCHA) return refuse(BILL_MESSAGES.captchaWrong);
    const body = await jsonBody(request);
    const deviceNo = typeof body?.deviceno === 'string' ? body.deviceno : '';
    const pid = typeof body?.pid === 'string' ? body.pid.trim().toUpperCase() : '';
    if (deviceNo === '') return refuse(SANDBOX_MESSAGES.deviceRequired);
    const device = findDevice(deviceNo);
    const owner = device ? findCustomer(device.customerId) : undefined;
    if (!device || owner?.pid.toUpperCase() !== pid) return refuse(BILL_MESSAGES.pidMismatch);
    const info = billInfoOf(device.deviceNo);
    const outstanding = info.history.filter((bill) => bill.status !== 'paid');
    return ok<PaymentOrder>({ deviceNo, bills: outstanding, totalDue: info.totalDue });
  }),

  http.post(
    apiUrl('Bill/MultiPayment'),
    withCustomer(async ({ request, customer }) => {
      if (!hasBillSource(request)) return refuse(BILL_MESSAGES.missingSource);
      const body = await jsonBody(request);
      const receiptNos = body?.receiptNos;
      const channel = PAYMENT_CHANNELS.find((candidate) => candidate === body?.channel);
      if (!isStringList(receiptNos) || receiptNos.length === 0 || !channel) {
        return refuse(SANDBOX_MESSAGES.badRequest);
      }
      const bills = receiptNos.map((receiptNo) =>
        db().bills.find((bill) => bill.receiptNo === receiptNo),
      );
      const owned = bills.every(
        (bill) => bill !== undefined && findDevice(bill.deviceNo)?.customerId === customer.id,
      );
      if (!owned) return refuse(BILL_MESSAGES.billNotFound);
      const payable = bills.filter(
        (bill): bill is BillRow => bill !== undefined && bill.status !== 'paid',
      );
      if (payable.length !== bills.length) return refuse(BILL_MESSAGES.nothingToPay);
      const payments = payBills(payable, channel);
      return ok<PaymentReceipt>({
        paymentIds: payments.map((payment) => payment.paymentId),
        paidAmount: payments.reduce((sum, payment) => sum + payment.amount, 0),
      });
    }),
  ),
];
