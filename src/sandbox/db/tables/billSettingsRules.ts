import type { CarrierBillingQuota } from '../../../api/carrierBilling';
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
import { DAY_MS } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { CustomerRow, DeviceRow } from '../types';
import { areaOfZip } from './addressData';
import { findBank } from './bankData';
import {
  BANK_CONFIRM_MS,
  type AddressRow,
  type AutoPaymentKind,
  type AutoPaymentRow,
  type CarrierBillingRow,
} from './billSettings';

/** The carrier's refusals of this part (Traditional Chinese, as the carrier writes them). */
export const BILL_SETTINGS_MESSAGES = {
  badRequest: '資料格式不正確',
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

/** What an add or edit sets, checked. */
export interface AutoPaymentChange {
  deviceNo: string;
  fields: Pick<
    AutoPaymentRow,
    'type' | 'bankCode' | 'bankAccount' | 'cardType' | 'cardLast4' | 'mmyy' | 'holderId'
  >;
}

const KINDS: readonly AutoPaymentKind[] = ['bank', 'creditCard'];
const NO_ACCOUNT = { bankCode: '', bankAccount: '', cardType: '', cardLast4: '', mmyy: '' };

/**
 * The account an add or edit names: the holder must be the number's applicant, a bank must be
 * known with a 10-16 digit account, a card must pass Luhn and not be expired. A card is kept as
 * its last four digits and scheme only.
 */
export function checkAutoPaymentRequest(
  body: Record<string, unknown>,
  holderPid: string,
  now: Date,
): Outcome<AutoPaymentChange> {
  const deviceNo = typeof body.deviceNo === 'string' ? body.deviceNo.trim() : '';
  const type = KINDS.find((kind) => kind === body.type);
  if (type === undefined) return refused(BILL_SETTINGS_MESSAGES.badRequest);
  const holderId = typeof body.holderId === 'string' ? body.holderId.trim() : '';
  if (holderId.toUpperCase() !== holderPid.toUpperCase()) {
    return refused(BILL_SETTINGS_MESSAGES.holderMismatch);
  }
  if (type === 'bank') {
    const code = validateBankCode(body.bankCode);
    if (!code.ok || !findBank(code.value)) return refused(BILL_SETTINGS_MESSAGES.unknownBank);
    const account = validateBankAccount(body.bankAccount);
    if (!account.ok) return refused(BILL_SETTINGS_MESSAGES.badAccount);
    return accepted({
      deviceNo,
      fields: {
        ...NO_ACCOUNT,
        type,
        bankCode: code.value,
        bankAccount: account.value,
        holderId: holderPid,
      },
    });
  }
  const card = validateCardNumber(body.cardNo);
  if (!card.ok) return refused(BILL_SETTINGS_MESSAGES.badCard);
  const expiry = validateCardExpiry(body.mmyy, now);
  if (!expiry.ok) return refused(BILL_SETTINGS_MESSAGES.cardExpired);
  return accepted({
    deviceNo,
    fields: {
      ...NO_ACCOUNT,
      type,
      cardType: cardSchemeOf(card.value) ?? 'VISA',
      cardLast4: card.value.slice(-4),
      mmyy: expiry.value,
      holderId: holderPid,
    },
  });
}

/** An add needs a number without an active automatic payment, an edit one with it. */
export function checkAutoPaymentAction(
  action: 'add' | 'edit',
  current: AutoPaymentRow | undefined,
): Outcome<AutoPaymentRow | undefined> {
  if (action === 'add' && current) return refused(BILL_SETTINGS_MESSAGES.alreadySet);
  if (action === 'edit' && !current) return refused(BILL_SETTINGS_MESSAGES.notSet);
  return accepted(current);
}

/** A usage alert setting: threshold 50/80/90/100 %, amount NT$100-50,000, e-mail for e-mail alerts. */
export function checkAlertSetting(body: Record<string, unknown>): Outcome<UsageAlertFields> {
  const { dataAlert, dataThreshold, amountAlert, amountLimit, notifyBy, email } = body as Partial<
    Record<keyof UsageAlertFields, unknown>
  >;
  const threshold = ALERT_THRESHOLDS.find((candidate) => candidate === dataThreshold);
  const mail = validateEmail(email);
  const valid =
    typeof dataAlert === 'boolean' &&
    typeof amountAlert === 'boolean' &&
    threshold !== undefined &&
    typeof amountLimit === 'number' &&
    Number.isInteger(amountLimit) &&
    amountLimit >= AMOUNT_LIMIT_RANGE.min &&
    amountLimit <= AMOUNT_LIMIT_RANGE.max &&
    (notifyBy === 'sms' || (notifyBy === 'email' && mail.ok));
  if (!valid) return refused(BILL_SETTINGS_MESSAGES.badAlert);
  return accepted({
    dataAlert,
    dataThreshold: threshold,
    amountAlert,
    amountLimit,
    notifyBy,
    email: mail.ok ? mail.value : '',
  });
}

/**
 * A number's carrier-billing limit and the steps it may choose: mobile numbers of individuals
 * only; a number younger than 6 months gets at most NT$1,000.
 */
export function carrierBillingQuotaOf(
  customer: Pick<CustomerRow, 'isCompanyTaxId'>,
  device: Pick<DeviceRow, 'deviceType' | 'activatedOn'>,
  row: Pick<CarrierBillingRow, 'quota' | 'used'> | undefined,
  now: Date,
): Outcome<CarrierBillingQuota> {
  if (device.deviceType !== 'mobile') return refused(BILL_SETTINGS_MESSAGES.dcbNotMobile);
  if (customer.isCompanyTaxId) return refused(BILL_SETTINGS_MESSAGES.dcbEnterprise);
  const age = now.getTime() - new Date(`${device.activatedOn}T00:00:00+08:00`).getTime();
  const maxQuota = age < NEW_NUMBER_DAYS * DAY_MS ? NEW_NUMBER_MAX_QUOTA : MAX_QUOTA;
  return accepted({
    quota: row?.quota ?? 0,
    used: row?.used ?? 0,
    steps: QUOTA_STEPS.filter((step) => step <= maxQuota),
    maxQuota,
  });
}

/** A new limit: one of the steps, within the number's maximum, not below this month's use. */
export function checkQuotaChange(current: CarrierBillingQuota, wanted: unknown): Outcome<number> {
  const step = QUOTA_STEPS.find((candidate) => candidate === wanted);
  if (step === undefined) return refused(BILL_SETTINGS_MESSAGES.quotaStep);
  if (step > current.maxQuota) return refused(BILL_SETTINGS_MESSAGES.quotaOverMax);
  if (step !== 0 && step < current.used) return refused(BILL_SETTINGS_MESSAGES.quotaBelowUsed);
  return accepted(step);
}

const ZIP = /^\d{3}(\d{2,3})?$/;
const MAX_ADDRESS_LENGTH = 100;

/** A billing or contact address: a 3, 5 or 6 digit postal code and an address that starts there. */
export function checkAddressChange(
  body: Record<string, unknown>,
): Outcome<Omit<AddressRow, 'deviceNo'>> {
  const zip = typeof body.zip === 'string' ? body.zip.trim() : '';
  const address = typeof body.address === 'string' ? body.address.trim() : '';
  const { addressType } = body;
  if (addressType !== 'bill' && addressType !== 'contact') {
    return refused(BILL_SETTINGS_MESSAGES.badRequest);
  }
  if (!ZIP.test(zip) || address === '' || address.length > MAX_ADDRESS_LENGTH) {
    return refused(BILL_SETTINGS_MESSAGES.badAddress);
  }
  const known = areaOfZip(zip.slice(0, 3));
  if (known && !address.startsWith(`${known.city}${known.area.areaName}`)) {
    return refused(BILL_SETTINGS_MESSAGES.addressMismatch);
  }
  return accepted({ addressType, zip, address });
}
