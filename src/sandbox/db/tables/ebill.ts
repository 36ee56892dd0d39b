import type { EBillAction } from '../../../api/types/bill';
import { DAY_MS } from '../dates';

/**
 * Sandbox tables of the e-bill (with the requests its confirmation mails confirm) and of the SMS
 * bill. Rows are plain JSON (the browser keeps the database in localStorage).
 */

/** One number's active e-bill. */
export interface EBillRow {
  deviceNo: string;
  customerId: string;
  email: string;
  /** Y: the bill comes as a password-protected file. */
  pwdFlag: 'Y' | 'N';
  /** The request id of the application that set it up (CancelForEBillWithMailConfirm's rid). */
  rid: string;
  appliedAt: string;
}

/**
 * A request that waits for the link in its confirmation mail. A new request on the same number
 * supersedes a pending one; a confirmed one stays as the record of the change.
 */
export interface EBillRequestRow {
  rid: string;
  /** The token of the link in the mail. */
  token: string;
  deviceNo: string;
  customerId: string;
  action: EBillAction;
  /** Where the mail went: the new address for apply and update, the current one otherwise. */
  email: string;
  pwdFlag: 'Y' | 'N' | null;
  requestedAt: string;
  expiresAt: string;
  state: 'pending' | 'confirmed' | 'superseded';
  confirmedAt: string | null;
  /** The one-time token EBillConfirmGetToken handed out for it, and until when it works. */
  confirmToken: string | null;
  confirmTokenExpiresAt: string | null;
}

export type SmsBillLine = 'mobile' | 'fixline';

/** One number's active SMS bill; `mobile` is where the text message goes. */
export interface SmsBillRow {
  deviceNo: string;
  customerId: string;
  line: SmsBillLine;
  mobile: string;
  rid: string;
  appliedAt: string;
}

/** A stopped SMS bill, with the reason a fixed line gave. */
export interface SmsBillCancellationRow {
  deviceNo: string;
  rid: string;
  reasonId: string | null;
  cancelledAt: string;
}

export interface EBillTables {
  eBills: EBillRow[];
  requests: EBillRequestRow[];
  smsBills: SmsBillRow[];
  smsCancellations: SmsBillCancellationRow[];
}

/** The link in a confirmation mail works for 24 hours (sandbox clock). */
export const EBILL_LINK_TTL_MS = DAY_MS;
/** A confirm token works for 5 minutes, once. */
export const EBILL_CONFIRM_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Seeded links with a fixed token, for trying the confirmation pages (docs/sandbox.md). */
export const SEEDED_EBILL_TOKENS = {
  expired: 'ebill-demo-expired',
  used: 'ebill-demo-used',
} as const;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

function seedEBills(now: Date): EBillRow[] {
  return [
    {
      deviceNo: '0922333444',
      customerId: 'cust-wang',
      email: 'wang.xiaoming@example.com',
      pwdFlag: 'Y',
      rid: 'EB-SEED-0001',
      appliedAt: before(now, 200),
    },
    {
      deviceNo: '0223456789',
      customerId: 'cust-chen',
      email: 'chen.meiling@example.com',
      pwdFlag: 'N',
      rid: 'EB-SEED-0002',
      appliedAt: before(now, 800),
    },
    {
      deviceNo: '0955123456',
      customerId: 'cust-haoke',
      email: 'accounting@haoke.example.com',
      pwdFlag: 'Y',
      rid: 'EB-SEED-0003',
      appliedAt: before(now, 500),
    },
  ];
}

function seedRequests(now: Date): EBillRequestRow[] {
  return [
    {
      rid: 'EB-SEED-0001',
      token: SEEDED_EBILL_TOKENS.used,
      deviceNo: '0922333444',
      customerId: 'cust-wang',
      action: 'apply',
      email: 'wang.xiaoming@example.com',
      pwdFlag: null,
      requestedAt: before(now, 200),
      expiresAt: new Date(new Date(before(now, 200)).getTime() + EBILL_LINK_TTL_MS).toISOString(),
      state: 'confirmed',
      confirmedAt: new Date(new Date(before(now, 200)).getTime() + 3_600_000).toISOString(),
      confirmToken: null,
      confirmTokenExpiresAt: null,
    },
    {
      rid: 'EB-SEED-0004',
      token: SEEDED_EBILL_TOKENS.expired,
      deviceNo: '0933555666',
      customerId: 'cust-wang',
      action: 'apply',
      email: 'wang.xiaoming@example.com',
      pwdFlag: null,
      requestedAt: before(now, 2),
      expiresAt: before(now, 1),
      state: 'pending',
      confirmedAt: null,
      confirmToken: null,
      confirmTokenExpiresAt: null,
    },
  ];
}

export function seedEBillTables(now: Date): EBillTables {
  return {
    eBills: seedEBills(now),
    requests: seedRequests(now),
    smsBills: [
      {
        deviceNo: '0922333444',
        customerId: 'cust-wang',
        line: 'mobile',
        mobile: '0922333444',
        rid: 'SB-SEED-0001',
        appliedAt: before(now, 150),
      },
      {
        deviceNo: '0223456789',
        customerId: 'cust-chen',
        line: 'fixline',
        mobile: '0928765432',
        rid: 'SB-SEED-0002',
        appliedAt: before(now, 600),
      },
    ],
    smsCancellations: [],
  };
}
