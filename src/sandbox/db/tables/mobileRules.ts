import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';
import { reached, RATE_PLANS, type CatalogueRatePlan, type MobileLineRow } from './mobile';

/**
 * The mobile rules every resource shares: the carrier's refusal wording and codes, the plan
 * catalogue lookup, a line and its settling. The rules of one resource are beside this file:
 * mobilePlanRules (plan list and change), mobileAdviceRules (rate advice), mobileLineRules
 * (suspension, repair slips, companion SIMs).
 */

/** What the sandbox answers when it refuses; carrier messages are Traditional Chinese. */
export const MOBILE_MESSAGES = {
  noLine: '此門號非行動電話，無此項服務',
  planUnknown: '查無此資費方案',
  planSame: '您目前已使用此資費方案',
  lineSuspended: '此門號停話中，無法申請，請先復話',
  passwordWrong: '服務密碼錯誤，請重新輸入',
  alreadySuspended: '此門號已在停話狀態',
  alreadyTwoWay: '此門號已雙向停話',
  notOneWay: '此門號目前不是單向停話',
  notTwoWay: '此門號目前不是雙向停話',
  notLandline: '此門號非市內電話，無法提供市話資費建議',
  searchRequired: '請輸入維修單號或手機號碼',
  pukMismatch: '門號、SIM 卡序號或生日不符，請確認後再試',
  handsetUnknown: '查無此手機型號',
  serviceUnknown: '查無此項服務',
  serviceOn: '此服務已開啟',
  serviceOff: '此服務尚未開啟',
  barringOn: '此項停話已設定',
  barringOff: '此項停話尚未設定',
  barringType: '請選擇停話項目',
  sessionInvalid: '驗證已失效，請重新申請',
  otpExpired: '簡訊驗證碼已逾時，請重新申請',
  otpWrong: '簡訊驗證碼錯誤，請重新輸入',
  otpTooMany: '簡訊驗證碼錯誤次數過多，請重新申請',
  voLteOn: '此門號已開通 VoLTE',
  voLteHandset: '您的手機不支援 VoLTE，請更換支援 VoLTE 的手機後再申請',
  voLtePlan: '您目前的資費方案不含 VoLTE，請先變更為含 VoLTE 的方案',
  companionKind: '請選擇裝置類型',
  companionId: 'EID 或 SIM 卡序號不正確，請確認後再輸入',
  companionName: '裝置名稱最多 20 個字',
  companionDuplicate: '此 EID 或 SIM 卡序號已在使用中',
  companionLimit: '每個門號最多可搭配 2 個裝置',
  companionUnknown: '查無此搭配裝置',
} as const;

/** Refusal codes the portal reads to put the message next to the right field. */
export const MOBILE_ERROR_CODES = {
  passwordWrong: 'PASSWORD_WRONG',
  passwordLocked: 'PASSWORD_LOCKED',
  lineSuspended: 'LINE_SUSPENDED',
  contractLocked: 'CONTRACT_LOCKED',
  changePending: 'CHANGE_PENDING',
  otpWrong: 'OTP_WRONG',
  captchaWrong: 'CAPTCHA_WRONG',
  pukMismatch: 'PUK_MISMATCH',
  companionDuplicate: 'COMPANION_DUPLICATE',
  companionLimit: 'COMPANION_LIMIT',
  companionId: 'COMPANION_ID_INVALID',
} as const;

export const contractLockedMessage = (until: string) => `合約期間（至 ${until}）不可變更資費`;
export const passwordLockedMessage = (minutes: number) =>
  `服務密碼錯誤次數過多，請於 ${String(minutes)} 分鐘後再試`;
export const changePendingMessage = (from: string) =>
  `已有資費變更申請將於 ${from} 生效，生效前無法再次變更`;

/**
 * The network services the NW calls know, by service code (our codes: the spec names none):
 * the fake base-station alert (/DetectFake2GSetting), network ad blocking (/Adblock) and mobile
 * security (/Msecuritygo2). The monthly fee is on the phone bill from the day it is turned on.
 */
export const NETWORK_SERVICES: Record<string, { monthlyFee: number }> = {
  FAKE2G: { monthlyFee: 0 },
  ADBLOCK: { monthlyFee: 35 },
  MSECURITY: { monthlyFee: 49 },
};

export function planOf(packageCode: string): CatalogueRatePlan | undefined {
  return RATE_PLANS.find((plan) => plan.PackageCode === packageCode);
}

export function lineIn(database: SandboxDb, deviceNo: string): MobileLineRow | undefined {
  return database.mobile.lines.find((row) => row.deviceNo === deviceNo);
}

/**
 * Whether the number may order anything (a plan change, an add-on, a roaming pass): not while it
 * is suspended one way or both (`LINE_SUSPENDED`). A number that is not a mobile line of the
 * sandbox is not this rule's to refuse. The roaming purchase calls it too.
 */
export function lineMayOrder(database: SandboxDb, deviceNo: string): Outcome {
  const line = lineIn(database, deviceNo);
  return line ? lineRowMayOrder(line) : accepted(undefined);
}

/** `lineMayOrder` for a line already read. */
export function lineRowMayOrder(line: MobileLineRow): Outcome {
  return line.suspend === 'normal'
    ? accepted(undefined)
    : refused(MOBILE_MESSAGES.lineSuspended, MOBILE_ERROR_CODES.lineSuspended);
}

/**
 * A pending change whose billing cycle has begun becomes the plan (the device row's plan name
 * and fee follow). Called inside mutate() before a line is read.
 */
export function settleLine(database: SandboxDb, row: MobileLineRow, now: Date): void {
  const pending = row.pendingChange;
  if (!pending || !reached(now, pending.effectiveFrom)) return;
  row.packageCode = pending.packageCode;
  row.pendingChange = null;
  const plan = planOf(row.packageCode);
  const device = database.devices.find((candidate) => candidate.deviceNo === row.deviceNo);
  if (plan && device) {
    device.ratePlan = plan.name;
    device.monthlyFee = plan.monthlyFee;
  }
}

/** 0912345678 -> 0912***678 */
export function maskNumber(number: string): string {
  return number.length >= 10 ? `${number.slice(0, 4)}***${number.slice(-3)}` : number;
}
