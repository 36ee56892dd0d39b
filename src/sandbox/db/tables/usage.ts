import type { CallDetailsLineType, CallDetailsStatus } from '../../../api/callDetails';

/**
 * Sandbox tables of usage, call details, e-receipts and recharge. Rows are plain JSON (the
 * browser keeps the database in localStorage). Months are `YYYYMM`, days `YYYY-MM-DD` (Taipei),
 * instants ISO strings, data in MB, money whole NT$.
 */

/** One month of a number's use; the current month is the sum of its days so far. */
export interface MonthlyUsageRow {
  deviceNo: string;
  month: string;
  dataMB: number;
  voiceMinutes: number;
  sms: number;
  downloadMB: number;
  uploadMB: number;
}

/** One day of the current month. */
export interface DailyUsageRow {
  deviceNo: string;
  date: string;
  dataMB: number;
  voiceMinutes: number;
  sms: number;
  downloadMB: number;
  uploadMB: number;
}

/** When a number's use was last measured, and its plan's data allowance (null: unlimited). */
export interface UsageMeterRow {
  deviceNo: string;
  updatedAt: string;
  dataAllowanceMB: number | null;
}

export interface CallDetailsApplicationRow {
  id: string;
  customerId: string;
  deviceNo: string;
  lineType: CallDetailsLineType;
  billMonth: string;
  email: string;
  appliedAt: string;
  confirmBy: string;
  /** As stored; an unconfirmed application past confirmBy reads as expired. */
  status: CallDetailsStatus;
  sentAt: string | null;
}

export type OneTimeCodeKind = 'sms' | 'tel';

/** A one-time code sent to a number (SMS) or read out on a fixed line (tel). */
export interface OneTimeCodeRow {
  kind: OneTimeCodeKind;
  number: string;
  customerId: string;
  code: string;
  sentAt: string;
  expiresAt: string;
  wrongAttempts: number;
  /** Set once the code was verified; the code cannot be used again. */
  verifiedAt: string | null;
}

/** What a verified code gives: the right to apply once for that number, for a short time. */
export interface CallDetailsAuthRow {
  token: string;
  customerId: string;
  number: string;
  expiresAt: string;
  used: boolean;
}

export interface ReissueRow {
  reissueId: string;
  customerId: string;
  deviceNo: string;
  billMonths: string[];
  receiptMonths: string[];
  at: string;
}

export interface RechargeAccountRow {
  deviceNo: string;
  balance: number;
  updatedAt: string;
}

export interface RechargeRow {
  rechargeId: string;
  deviceNo: string;
  amount: number;
  balanceAfter: number;
  at: string;
}

export interface UsageTables {
  monthlyUsage: MonthlyUsageRow[];
  dailyUsage: DailyUsageRow[];
  meters: UsageMeterRow[];
  callDetails: CallDetailsApplicationRow[];
  oneTimeCodes: OneTimeCodeRow[];
  callDetailsAuth: CallDetailsAuthRow[];
  reissues: ReissueRow[];
  rechargeAccounts: RechargeAccountRow[];
  recharges: RechargeRow[];
}
