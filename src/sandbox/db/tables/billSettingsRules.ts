import type { UsageAlertFields } from '../../../api/mobile';
import type { AutoPaymentAccount } from '../../../api/types/bill';
import {
  cardSchemeOf,
  validateBankAccount,
  validateBankCode,
  validateCardExpiry,
  validateCardNumber,
  validateEmail,
} from '../../../lib/validators';
import { maskBankAccount, maskCardNumber } from '../../../lib/mask';
import { findBank } from './bankData';
import { BANK_CONFIRM_MS, type AutoPaymentKind, type AutoPaymentRow } from './billSettings';

/** The carrier's refusals of this part (Traditional Chinese, as the carrier writes them). */
export const BILL_SETTINGS_MESSAGES = {
  missingSource: '缺少業務來源代碼',
  alreadySet: '此門號已設定自動扣繳，如需更換請使用「變更扣繳帳戶」',
  notSet: '此門號尚未設定自動扣繳',
  unknownBank: '查無此銀行代碼',
  badAccount: '銀行帳號格式不正確',
  badCard: '信用卡卡號有誤，請確認後再試',
  cardExpired: '信用卡已逾有效期限',
  holderMismatch: '扣款帳戶持有人須為門號申請人本人',
  addressMismatch: '地址與郵遞區號不符',
  badAddress: '地址資料不完整',
  alertNotMobile: '此門號不適用用量通知設定',
  badAlert: '通知設定內容不正確',
  dcbNotMobile: '此門號不提供小額付費服務',
  dcbEnterprise: '公司戶門號不提供小額付費服務',
  quotaStep: '請選擇系統提供的額度',
  quotaOverMax: '申裝未滿 6 個月之門號，每月額度上限為 NT$1,000',
  quotaBelowUsed: '新額度不得低於本月已使用金額',
  serviceNotFound: '查無此代收服務',
  serviceStopped: '此代收服務已停止',
  pidMismatch: '門號與身分證號不符',
  nothingUnpaid: '此門號目前沒有待繳帳單',
} as const;

/** Carrier-billing limits a customer may choose, NT$ (0 turns it off). */
export const QUOTA_STEPS = [0, 300, 500, 1000, 2000, 3000, 5000] as const;
export const MAX_QUOTA = 5000;
export const NEW_NUMBER_MAX_QUOTA = 1000;
/** A number younger than this has the lower limit. */
export const NEW_NUMBER_DAYS = 180;

export const ALERT_THRESHOLDS = [50, 80, 90, 100] as const;
export const AMOUNT_LIMIT_RANGE = { min: 100, max: 50000 } as const;

export function maskedAccountOf(row: Pick<AutoPaymentRow, 'type' | 'bankAccount' | 'cardLast4'>) {
  return row.type === 'bank'
    ? maskBankAccount(row.bankAccount)
    : maskCardNumber(`************${row.cardLast4}`);
}

export function autoPaymentView(row: AutoPaymentRow, now: Date): AutoPaymentAccount {
  const waitingForBank =
    row.type === 'bank' && now.getTime() - new Date(row.updatedAt).getTime() < BANK_CONFIRM_MS;
  const bank = row.type === 'bank' ? findBank(row.bankCode) : undefined;
  return {
    deviceNo: row.deviceNo,
    type: row.type,
    account: maskedAccountOf(row),
    status: waitingForBank ? 'pending' : 'active',
    ...(row.type === 'bank'
      ? { bankCode: row.bankCode, bankName: bank?.BankName ?? '' }
      : { cardType: row.cardType, mmyy: row.mmyy }),
    since: row.updatedAt,
  };
}

/** What an add or edit sets, checked; or the carrier's refusal. */
export type AutoPaymentChange =
  | {
      ok: true;
      deviceNo: string;
      fields: Pick<
        AutoPaymentRow,
        'type' | 'bankCode' | 'bankAccount' | 'cardType' | 'cardLast4' | 'mmyy' | 'holderId'
      >;
    }
  | { ok: false; message: string };

const KINDS: readonly AutoPaymentKind[] = ['bank', 'creditCard'];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function checkAutoPaymentRequest(
  body: Record<string, unknown>,
  holderPid: string,
  now: Date,
): AutoPaymentChange {
  const deviceNo = text(body.deviceNo);
  const type = KINDS.find((kind) => kind === body.type);
  if (type === undefined) return { ok: false, message: '資料格式不正確' };
  if (text(body.holderId).trim().toUpperCase() !== holderPid.toUpperCase()) {
    return { ok: false, message: BILL_SETTINGS_MESSAGES.holderMismatch };
  }
  const empty = { bankCode: '', bankAccount: '', cardType: '', cardLast4: '', mmyy: '' };
  if (type === 'bank') {
    const code = validateBankCode(body.bankCode);
    if (!code.ok || !findBank(code.value)) {
      return { ok: false, message: BILL_SETTINGS_MESSAGES.unknownBank };
    }
    const account = validateBankAccount(body.bankAccount);
    if (!account.ok) return { ok: false, message: BILL_SETTINGS_MESSAGES.badAccount };
    return {
      ok: true,
      deviceNo,
      fields: {
        ...empty,
        type,
        bankCode: code.value,
        bankAccount: account.value,
        holderId: holderPid,
      },
    };
  }
  const card = validateCardNumber(body.cardNo);
  if (!card.ok) return { ok: false, message: BILL_SETTINGS_MESSAGES.badCard };
  const expiry = validateCardExpiry(body.mmyy, now);
  if (!expiry.ok) return { ok: false, message: BILL_SETTINGS_MESSAGES.cardExpired };
  const cardType = cardSchemeOf(card.value) ?? 'VISA';
  return {
    ok: true,
    deviceNo,
    fields: {
      ...empty,
      type,
      cardType,
      cardLast4: card.value.slice(-4),
      mmyy: expiry.value,
      holderId: holderPid,
    },
  };
}

export function checkAlertSetting(body: Record<string, unknown>): UsageAlertFields | null {
  const { dataAlert, dataThreshold, amountAlert, amountLimit, notifyBy, email } = body as Partial<
    Record<keyof UsageAlertFields, unknown>
  >;
  if (typeof dataAlert !== 'boolean' || typeof amountAlert !== 'boolean') return null;
  const threshold = ALERT_THRESHOLDS.find((candidate) => candidate === dataThreshold);
  if (threshold === undefined) return null;
  if (
    typeof amountLimit !== 'number' ||
    !Number.isInteger(amountLimit) ||
    amountLimit < AMOUNT_LIMIT_RANGE.min ||
    amountLimit > AMOUNT_LIMIT_RANGE.max
  ) {
    return null;
  }
  if (notifyBy !== 'sms' && notifyBy !== 'email') return null;
  const mail = validateEmail(email);
  if (notifyBy === 'email' && !mail.ok) return null;
  return {
    dataAlert,
    dataThreshold: threshold,
    amountAlert,
    amountLimit,
    notifyBy,
    email: mail.ok ? mail.value : '',
  };
}
