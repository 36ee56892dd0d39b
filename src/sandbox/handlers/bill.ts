import { http } from 'msw';
import type {
  BillDetail,
  BillInfo,
  BillQuota,
  BillRecord,
  EbillDownload,
  MobileBalance,
  PaymentRecord,
  PaymentsSummary,
} from '../../api/types/bill';
import {
  billDetailOf,
  billInfoOf,
  billRecordOf,
  deviceDueOf,
  findBill,
  paymentsOf,
} from '../db/bills';
import { sandboxNow } from '../db/clock';
import { dateOf, taipeiDate } from '../db/dates';
import { seededRandom } from '../db/random';
import { devicesOf } from '../db/sessions';
import { db } from '../db/state';
import type { CarrierBillingRow } from '../db/tables/billSettings';
import { chargesSince } from '../db/tables/charges';
import type { BillRow, DeviceRow } from '../db/types';
import { BILL_PAY_ERRORS } from './billPay';
import { billCustomer, billDevice, MISSING_BILL_SOURCE } from './billSource';
import { apiUrl, type DeviceContext } from './support';
import { ok, refuse, refuseWith } from './respond';

/** The bill calls' refusals in the carrier's words (those of paying are in billPay.ts). */
export const BILL_MESSAGES = {
  missingSource: MISSING_BILL_SOURCE.message,
  billNotFound: BILL_PAY_ERRORS.billNotFound.message,
  captchaWrong: BILL_PAY_ERRORS.captchaWrong.message,
  pidMismatch: BILL_PAY_ERRORS.pidMismatch.message,
  nothingToPay: BILL_PAY_ERRORS.alreadyPaid.message,
  notMobile: '此門號非行動電話，無此項資料',
  receiptUnpaid: '未繳費月份無法下載繳費證明',
} as const;

export const BILL_ERROR_CODES = {
  notMobile: 'NOT_MOBILE',
  receiptUnpaid: 'NOT_PAID',
} as const;

/** Bill quota and unbilled charges are about mobile numbers only. */
function mobileDevice(resolver: (context: DeviceContext) => Response | Promise<Response>) {
  return billDevice((context) =>
    context.device.deviceType === 'mobile'
      ? resolver(context)
      : refuseWith({ message: BILL_MESSAGES.notMobile, code: BILL_ERROR_CODES.notMobile }),
  );
}

/** The number's carrier-billing limit and use (the /DirectCarrierBilling table), if any. */
function carrierBillingOf(deviceNo: string): CarrierBillingRow | undefined {
  const rows = db().billSettings.carrierBilling as CarrierBillingRow[] | undefined;
  return rows?.find((row) => row.deviceNo === deviceNo);
}

/** Charges since the last bill: the month's share of the plan, calls so far and small payments. */
function unbilledOf(device: DeviceRow, now: Date): MobileBalance {
  const today = taipeiDate(now);
  const daysInMonth = new Date(Date.UTC(today.year, today.month, 0)).getUTCDate();
  const random = seededRandom(`${device.deviceNo}#unbilled#${String(today.month)}`);
  let calls = 0;
  for (let day = 1; day <= today.day; day += 1) calls += random.int(0, 3) * 5;
  const smallPayments = carrierBillingOf(device.deviceNo)?.used ?? 0;
  const planShare = Math.round((device.monthlyFee * today.day) / daysInMonth);
  // The bill period starts at midnight Taipei time (UTC+8) on the first of the month.
  const periodStart = new Date(Date.UTC(today.year, today.month - 1, 1) - 8 * 3_600_000);
  const oneOffCharges = chargesSince(db(), device.deviceNo, periodStart).reduce(
    (sum, charge) => sum + charge.amount,
    0,
  );
  return {
    unbilledAmount: planShare + calls + smallPayments + oneOffCharges,
    updatedAt: now.toISOString(),
  };
}

const LINE_NAMES: Record<string, string> = {
  monthlyFee: 'Monthly fee',
  dataAddOn: 'Extra data',
  calls: 'Calls',
  sms: 'Text messages',
  roaming: 'Roaming',
  equipment: 'Equipment rental',
  discount: 'Discount',
  tax: 'Business tax',
};

const money = (amount: number) =>
  `${amount < 0 ? '-' : ''}NT$${Math.abs(amount).toLocaleString('en-US')}`;
const month = (billMonth: string) => `${billMonth.slice(0, 4)}-${billMonth.slice(4, 6)}`;

/** A one-page PDF of plain ASCII lines (Helvetica): the sandbox's bill copy or receipt. */
export function pdfOf(lines: string[]): string {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = [
    'BT /F1 12 Tf 16 TL 56 780 Td',
    ...lines.map((line) => `(${escape(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(stream.length)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return btoa(body);
}

function billCopy(bill: BillRow): string[] {
  return [
    'Bill copy (sandbox)',
    `Number: ${bill.deviceNo}`,
    `Billing month: ${month(bill.billMonth)}    Bill number: ${bill.receiptNo}`,
    `Billing period: ${bill.periodStart} to ${bill.periodEnd}    Due date: ${bill.dueDate}`,
    '',
    ...bill.lines.map((line) => `${LINE_NAMES[line.code] ?? line.code}: ${money(line.amount)}`),
    '',
    `Total: ${money(bill.amount)}`,
  ];
}

function receiptCopy(bill: BillRow): string[] {
  const payments = db().payments.filter((row) => row.receiptNo === bill.receiptNo);
  return [
    'Payment receipt (sandbox)',
    `Number: ${bill.deviceNo}`,
    `Billing month: ${month(bill.billMonth)}    Bill number: ${bill.receiptNo}`,
    `Amount paid: ${money(bill.amount)}    Paid on: ${bill.paidDate ?? ''}`,
    ...payments.map((row) => `Payment ${row.paymentId} (${row.channel})`),
  ];
}

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

  http.get(
    apiUrl('Bill/PaymentsSummary'),
    billCustomer(({ customer }) => {
      const devices = devicesOf(customer.id).map(deviceDueOf);
      const totalDue = devices.reduce((sum, row) => sum + row.totalDue, 0);
      return ok<PaymentsSummary>({ devices, totalDue });
    }),
  ),

  http.get(
    apiUrl('Bill/BillRecord'),
    billDevice(({ device }) => ok<BillRecord>(billRecordOf(device.deviceNo))),
  ),

  http.get(
    apiUrl('Bill/BillQuota'),
    mobileDevice(({ device }) => {
      const row = carrierBillingOf(device.deviceNo);
      return ok<BillQuota>({ quota: row?.quota ?? 0, used: row?.used ?? 0 });
    }),
  ),

  // A landline's bill carries one-off charges too (parking fees); a broadband line has none here.
  http.get(
    apiUrl('Bill/CHTMobileBalance'),
    billDevice(({ device }) =>
      device.deviceType === 'broadband'
        ? refuseWith({ message: BILL_MESSAGES.notMobile, code: BILL_ERROR_CODES.notMobile })
        : ok<MobileBalance>(unbilledOf(device, sandboxNow())),
    ),
  ),

  http.post(
    apiUrl('Bill/EbillDownloadCheck/:type'),
    billDevice(({ request, params, device }) => {
      const type = params.type;
      const bill = findBill(
        device.deviceNo,
        request.headers.get('billmonth') ?? '',
        request.headers.get('receiptNo') ?? '',
      );
      if ((type !== 'bill' && type !== 'receipt') || !bill) {
        return refuse(BILL_MESSAGES.billNotFound);
      }
      if (type === 'receipt' && bill.status !== 'paid') {
        return refuseWith({
          message: BILL_MESSAGES.receiptUnpaid,
          code: BILL_ERROR_CODES.receiptUnpaid,
        });
      }
      const lines = type === 'bill' ? billCopy(bill) : receiptCopy(bill);
      lines.push('', `Issued by the sandbox on ${dateOf(sandboxNow())}`);
      return ok<EbillDownload>({
        fileName: `${type}-${device.deviceNo}-${bill.billMonth}.pdf`,
        mimeType: 'application/pdf',
        content: pdfOf(lines),
      });
    }),
  ),
];
