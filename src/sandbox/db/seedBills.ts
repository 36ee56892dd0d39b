import type { BillLine, PaymentChannel } from '../../api/types/bill';
import {
  billMonthOf,
  dateAfter,
  dateOf,
  isoDate,
  splitBillMonth,
  startOfTaipeiDate,
  taipeiDate,
} from './dates';
import { seededRandom, type SeededRandom } from './random';
import type { BillRow, CustomerRow, DeviceRow, PaymentRow } from './types';

export const BILL_MONTHS = 12;
const TAX_RATE = 0.05;
const RECEIPT_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'.split('');

/**
 * How the latest bill of each number stands, so that every status can be seen: the first
 * number's latest bill is unpaid (due in 10 days), the second's overdue (due 3 days ago); any
 * other number's latest bill is unpaid, except the fixed-line customer's, paid by automatic
 * debit. All older bills are paid.
 */
const LATEST_BILL: Record<string, { dueInDays: number; paid: boolean }> = {
  '0912345678': { dueInDays: 10, paid: false },
  '0922333444': { dueInDays: -3, paid: false },
  '0223456789': { dueInDays: 8, paid: true },
};

function channelOf(customer: CustomerRow | undefined): PaymentChannel {
  if (customer?.kind === 'fixedBroadband') return 'autoDebit';
  if (customer?.kind === 'enterprise') return 'bankTransfer';
  return 'creditCard';
}

function receiptNo(random: SeededRandom): string {
  const letters = random.pick(RECEIPT_LETTERS) + random.pick(RECEIPT_LETTERS);
  return `${letters}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
}

function linesFor(device: DeviceRow, customer: CustomerRow | undefined, random: SeededRandom) {
  const lines: BillLine[] = [
    { code: 'monthlyFee', name: `月租費（${device.ratePlan}）`, amount: device.monthlyFee },
  ];
  if (device.deviceType === 'mobile') {
    if (random.next() < 0.35)
      lines.push({ code: 'dataAddOn', name: '加購上網量 5GB', amount: 150 });
    lines.push({ code: 'calls', name: '國內通話費', amount: random.int(0, 36) * 5 });
    if (random.next() < 0.3)
      lines.push({ code: 'sms', name: '簡訊費', amount: random.int(1, 15) * 2 });
  } else if (device.deviceType === 'fixedline') {
    lines.push({ code: 'calls', name: '市內通話費', amount: random.int(8, 52) * 5 });
  } else if (random.next() < 0.2) {
    lines.push({ code: 'equipment', name: '數據機租用費', amount: 50 });
  }
  const discountRate = customer?.kind === 'enterprise' ? 0.15 : 0.1;
  const discountName = customer?.kind === 'enterprise' ? '企業方案折扣' : '合約優惠折扣';
  lines.push({
    code: 'discount',
    name: discountName,
    amount: -Math.round(device.monthlyFee * discountRate),
  });
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  lines.push({ code: 'tax', name: '營業稅', amount: Math.round(subtotal * TAX_RATE) });
  return lines;
}

const earlier = (left: string, right: string) => (left < right ? left : right);
const daysBefore = (date: string, days: number) => dateAfter(startOfTaipeiDate(date), -days);

/** Whether the number was in service for the whole billing month. */
function billedFor(device: DeviceRow, billMonth: string): boolean {
  const { year, month } = splitBillMonth(billMonth);
  return device.activatedOn < isoDate(year, month, 1);
}

/**
 * Up to 12 monthly bills per postpaid number, the latest for last month. Amounts come from a
 * generator seeded by number and age of the bill (not by calendar month), so the latest bill of
 * a number has the same amount whatever the date.
 */
export function seedBills(
  now: Date,
  devices: DeviceRow[],
  customers: CustomerRow[],
): { bills: BillRow[]; payments: PaymentRow[] } {
  const today = taipeiDate(now);
  const bills: BillRow[] = [];
  const payments: PaymentRow[] = [];
  for (const device of devices) {
    const customer = customers.find((candidate) => candidate.id === device.customerId);
    for (let age = 0; age < BILL_MONTHS; age += 1) {
      const billMonth = billMonthOf(today.year, today.month, -1 - age);
      if (!billedFor(device, billMonth)) continue;
      const random = seededRandom(`${device.deviceNo}#${age}`);
      const { year, month } = splitBillMonth(billMonth);
      const lines = linesFor(device, customer, random);
      const amount = lines.reduce((sum, line) => sum + line.amount, 0);
      const latest =
        age === 0 ? (LATEST_BILL[device.deviceNo] ?? { dueInDays: 12, paid: false }) : null;
      const dueDate = latest ? dateAfter(now, latest.dueInDays) : isoDate(year, month + 1, 15);
      const issueDate = earlier(isoDate(year, month + 1, 1), daysBefore(dueDate, 14));
      let paidDate: string | null = null;
      if (latest === null) paidDate = isoDate(year, month + 1, random.int(8, 14));
      else if (latest.paid) paidDate = earlier(daysBefore(issueDate, -2), dateOf(now));
      const bill: BillRow = {
        deviceNo: device.deviceNo,
        billMonth,
        receiptNo: receiptNo(random),
        amount,
        issueDate,
        dueDate,
        periodStart: isoDate(year, month, 1),
        periodEnd: isoDate(year, month + 1, 0),
        status: paidDate === null ? 'unpaid' : 'paid',
        paidDate,
        lines,
      };
      bills.push(bill);
      if (paidDate !== null) {
        payments.push({
          paymentId: `PAY-${bill.receiptNo}`,
          deviceNo: device.deviceNo,
          receiptNo: bill.receiptNo,
          billMonth,
          amount,
          paidDate,
          channel: channelOf(customer),
        });
      }
    }
  }
  return { bills, payments };
}
