import type {
  BillDetail,
  BillInfo,
  BillRecord,
  BillStatus,
  BillSummary,
  DeviceDue,
  PaymentChannel,
  PaymentRecord,
} from '../../api/types/bill';
import { sandboxNow } from './clock';
import { dateOf } from './dates';
import { db, mutate, nextSequence } from './state';
import type { BillRow, DeviceRow, PaymentRow } from './types';

/** An unpaid bill reads as overdue once its due date has passed on the sandbox clock. */
export function statusAt(bill: BillRow, today: string): BillStatus {
  if (bill.status === 'paid') return 'paid';
  return bill.dueDate < today ? 'overdue' : 'unpaid';
}

export function billsOf(deviceNo: string): BillRow[] {
  return db()
    .bills.filter((bill) => bill.deviceNo === deviceNo)
    .sort((left, right) => right.billMonth.localeCompare(left.billMonth));
}

function summaryOf(bill: BillRow, today: string): BillSummary {
  return {
    billMonth: bill.billMonth,
    receiptNo: bill.receiptNo,
    amount: bill.amount,
    dueDate: bill.dueDate,
    status: statusAt(bill, today),
    paidDate: bill.paidDate,
  };
}

export function billInfoOf(deviceNo: string): BillInfo {
  const today = dateOf(sandboxNow());
  const history = billsOf(deviceNo).map((bill) => summaryOf(bill, today));
  return {
    deviceNo,
    current: history[0] ?? null,
    history,
    totalDue: history
      .filter((bill) => bill.status !== 'paid')
      .reduce((sum, bill) => sum + bill.amount, 0),
  };
}

export function findBill(deviceNo: string, billMonth: string, receiptNo: string) {
  return db().bills.find(
    (bill) =>
      bill.deviceNo === deviceNo && bill.billMonth === billMonth && bill.receiptNo === receiptNo,
  );
}

export function billDetailOf(bill: BillRow): BillDetail {
  return {
    ...summaryOf(bill, dateOf(sandboxNow())),
    deviceNo: bill.deviceNo,
    issueDate: bill.issueDate,
    periodStart: bill.periodStart,
    periodEnd: bill.periodEnd,
    lines: bill.lines.map((line) => ({ ...line })),
  };
}

export function paymentsOf(deviceNo: string): PaymentRecord[] {
  return db()
    .payments.filter((payment) => payment.deviceNo === deviceNo)
    .sort((left, right) => right.paidDate.localeCompare(left.paidDate))
    .map((payment) => ({
      paymentId: payment.paymentId,
      receiptNo: payment.receiptNo,
      billMonth: payment.billMonth,
      amount: payment.amount,
      paidDate: payment.paidDate,
      channel: payment.channel,
    }));
}

/** Marks the bills paid today and records one payment each. */
export function payBills(bills: BillRow[], channel: PaymentChannel): PaymentRow[] {
  const paidDate = dateOf(sandboxNow());
  const payments = bills.map<PaymentRow>((bill) => ({
    paymentId: `PAY-${bill.receiptNo}-${String(nextSequence())}`,
    deviceNo: bill.deviceNo,
    receiptNo: bill.receiptNo,
    billMonth: bill.billMonth,
    amount: bill.amount,
    paidDate,
    channel,
  }));
  mutate((database) => {
    for (const bill of bills) {
      const row = database.bills.find((candidate) => candidate.receiptNo === bill.receiptNo);
      if (row) {
        row.status = 'paid';
        row.paidDate = paidDate;
      }
    }
    database.payments.push(...payments);
  });
  return payments;
}

/** What one number owes now: its unpaid and overdue bills (Bill/PaymentsSummary). */
export function deviceDueOf(device: DeviceRow): DeviceDue {
  const info = billInfoOf(device.deviceNo);
  const bills = info.history.filter((bill) => bill.status !== 'paid');
  const dueDates = bills.map((bill) => bill.dueDate).sort();
  let status: DeviceDue['status'] = 'paid';
  if (info.history.length === 0) status = 'none';
  else if (bills.some((bill) => bill.status === 'overdue')) status = 'overdue';
  else if (bills.length > 0) status = 'unpaid';
  return {
    deviceNo: device.deviceNo,
    deviceType: device.deviceType,
    alias: device.alias,
    bills,
    totalDue: info.totalDue,
    dueDate: dueDates[0] ?? null,
    status,
  };
}

/** A number's billed amounts, oldest month first, and their average (Bill/BillRecord). */
export function billRecordOf(deviceNo: string): BillRecord {
  const history = billInfoOf(deviceNo).history;
  const months = [...history].reverse().map((bill) => ({
    billMonth: bill.billMonth,
    amount: bill.amount,
    status: bill.status,
    paidDate: bill.paidDate,
  }));
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  return {
    deviceNo,
    months,
    averageAmount: months.length === 0 ? 0 : Math.round(total / months.length),
  };
}
