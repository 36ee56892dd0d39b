import type { FunctionConfig, PrepaidErrorCode } from '../../../api/types/prepaid';
import { DAY_MS } from '../dates';
import { refused, type Refused } from '../outcome';

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

/** The settings of a holder who never saved any. */
export const DEFAULT_NOTIFICATION_CONFIG: FunctionConfig = {
  notificationType: 'sms',
  email: '',
  language: 'zh',
  endOfCallBalanceAlert: true,
  lowMainBalanceAlert: false,
  lowValidityAlert: false,
};

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

/** The carrier's wording of each prepaid refusal (spec 02 §8), sent with its code. */
export const PREPAID_MESSAGES: Record<PrepaidErrorCode, string> = {
  LOGIN_FAILED: '門號或密碼錯誤',
  PASSWORD_INCORRECT: '密碼錯誤',
  OLD_PASSWORD_INCORRECT: '舊密碼錯誤',
  PASSWORD_DEFAULT: '密碼不可為0000',
  ID_MISMATCH: '身分證字號或統一編號錯誤',
  VOUCHER_INVALID: '儲值密碼錯誤',
  VOUCHER_REFUSED: '儲值失敗，此卡無法儲值',
  VOUCHER_UNUSABLE: '此儲值卡已使用、毀損、遭竊或遺失，無法再使用',
  PURCHASE_REFUSED: '購買失敗，此方案無法購買',
  BALANCE_INSUFFICIENT: '購買失敗，主帳戶餘額不足',
  RENEWAL_WINDOW: '方案到期前 23 小時內才可續購',
  RENEWAL_HOURLY: '計時型方案無法提前續購',
  RENEWAL_CAP: '5G 日租型方案最多連續續購 180 天',
  IN_PERSON_APPLICATION: '學生方案須先親至門市申請',
  NUMBER_EXPIRED: '門號已過期，所有帳戶及方案均已失效',
  UPGRADE_FAILED: '升級失敗',
  ALREADY_5G: '您已是5G預付卡用戶',
  TOURIST_REFUSED: '旅客預付卡無法升級',
  THREE_G_IN_PERSON: '3G預付卡請攜帶本人雙證件親至服務中心辦理',
  SETUP_FAILED: '設定失敗',
  SESSION_EXPIRED: '登入逾時，請重新登入',
  COUPON_UNKNOWN: '查無此優惠券序號',
  COUPON_USED: '此優惠券序號已被使用',
};

/** A prepaid refusal: the spec 02 §8 code and the carrier's wording of it. */
export function prepaidRefusal(code: PrepaidErrorCode): Refused {
  return refused(PREPAID_MESSAGES[code], code);
}
