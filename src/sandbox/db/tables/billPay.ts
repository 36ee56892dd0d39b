import type { BillPaymentReceipt } from '../../../api/types/bill';

/**
 * Sandbox tables of paying bills in the portal (Bill/Payment and Bill/MultiPayment): the
 * payments made and the idempotency keys they came with. Rows are plain JSON (the browser keeps
 * the database in localStorage). The rules that use them are in handlers/billPay.ts and are
 * listed in docs/sandbox.md ("Bills and paying").
 */

/** A key is remembered for 24 hours; a retry after that is a new payment (and finds nothing to pay). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export type PortalPaymentCall = 'Payment' | 'MultiPayment';

/** One payment made in the portal: one charge, settling one or more bills. */
export interface PortalPaymentRow {
  /** The first payment id of the charge; every bill settled gets its own (db().payments). */
  chargeId: string;
  call: PortalPaymentCall;
  /** The signed-in customer, or the holder found by number and pid (Bill/Payment). */
  customerId: string;
  deviceNos: string[];
  receiptNos: string[];
  amount: number;
  /** ISO instant on the sandbox clock. */
  at: string;
  idempotencyKey: string | null;
}

/** A key seen with a payment that went through, and the answer it gets again. */
export interface IdempotencyRow {
  key: string;
  /** Whose key it is: the customer id. */
  customerId: string;
  /** What was asked (call, numbers, bills); the same key for something else is refused. */
  fingerprint: string;
  receipt: BillPaymentReceipt;
  at: string;
}

export interface BillPayTables {
  payments: PortalPaymentRow[];
  idempotencyKeys: IdempotencyRow[];
}

/** Nothing has been paid in the portal at the seed (the seeded bills' payments are db().payments). */
export const seedBillPayTables: (now: Date) => BillPayTables = () => ({
  payments: [],
  idempotencyKeys: [],
});

const TABLE_NAMES = [
  'payments',
  'idempotencyKeys',
] as const satisfies readonly (keyof BillPayTables)[];

/** A database stored before these tables existed gets them empty, instead of failing. */
export function withBillPayTables(group: BillPayTables): BillPayTables {
  const loose = group as unknown as Record<string, unknown>;
  for (const name of TABLE_NAMES) {
    if (!Array.isArray(loose[name])) loose[name] = [];
  }
  return group;
}
