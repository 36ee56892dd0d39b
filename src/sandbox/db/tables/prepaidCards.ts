import type { FunctionConfig } from '../../../api/types/prepaid';
import { DAY_MS } from '../dates';

/** Prepaid card tables: vouchers, top-ups, sessions and notification settings (spec 02 §3). */

export type VoucherState = 'new' | 'used' | 'damaged' | 'stolen' | 'lost';

export interface VoucherRow {
  /** 12 or 14 digits. */
  code: string;
  faceValue: number;
  state: VoucherState;
  usedBy?: string;
  usedAt?: string;
}

export interface TopUpRow {
  number: string;
  /** ISO instant. */
  time: string;
  amount: number;
  bonus: number;
}

export interface PrepaidSessionRow {
  token: string;
  number: string;
  /** ISO instant (sandbox clock); about 10 minutes after login. */
  expiresAt: string;
}

export interface NotificationRow {
  number: string;
  config: FunctionConfig;
}

export interface PrepaidCardTables {
  vouchers: VoucherRow[];
  topUps: TopUpRow[];
  sessions: PrepaidSessionRow[];
  notifications: NotificationRow[];
}

/** The demo scratch-card codes (docs/sandbox.md lists them). */
export const DEMO_VOUCHERS: readonly VoucherRow[] = [
  { code: '500000000001', faceValue: 500, state: 'new' },
  { code: '500000000002', faceValue: 500, state: 'new' },
  { code: '10000000000001', faceValue: 1000, state: 'new' },
  { code: '10000000000002', faceValue: 1000, state: 'new' },
  { code: '300000000001', faceValue: 300, state: 'new' },
  { code: '100000000001', faceValue: 100, state: 'new' },
  { code: '900000000001', faceValue: 500, state: 'used', usedBy: '0987000401' },
  { code: '900000000002', faceValue: 500, state: 'damaged' },
  { code: '900000000003', faceValue: 300, state: 'stolen' },
  { code: '900000000004', faceValue: 100, state: 'lost' },
];

export function seedPrepaidCardTables(now: Date): PrepaidCardTables {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    vouchers: DEMO_VOUCHERS.map((voucher) => ({
      ...voucher,
      ...(voucher.state === 'used' ? { usedAt: daysAgo(20) } : {}),
    })),
    topUps: [
      { number: '0987000401', time: daysAgo(20), amount: 500, bonus: 100 },
      { number: '0987000401', time: daysAgo(75), amount: 300, bonus: 0 },
      { number: '0987000501', time: daysAgo(9), amount: 1000, bonus: 330 },
    ],
    sessions: [],
    notifications: [
      {
        number: '0987000401',
        config: {
          notificationType: 'sms',
          email: '',
          language: 'zh',
          endOfCallBalanceAlert: true,
          lowMainBalanceAlert: true,
          lowValidityAlert: false,
        },
      },
    ],
  };
}
