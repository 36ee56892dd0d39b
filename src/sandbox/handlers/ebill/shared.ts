import {
  type BillRequestAck,
  type EBillAction,
  type EBillConfirmation,
  type EBillConfirmationStatus,
  type SmsBillStatus,
} from '../../../api/types/bill';
import { maskEmail, maskPhone } from '../../../lib/mask';
import { validateEmail } from '../../../lib/validators';
import { sandboxNow } from '../../db/clock';
import { dateOf } from '../../db/dates';
import { hashSeed } from '../../db/random';
import { db, mutate, nextSequence } from '../../db/state';
import { EBILL_LINK_TTL_MS, type EBillRequestRow, type SmsBillLine } from '../../db/tables/ebill';
import { billDevice, MISSING_BILL_SOURCE, withBillSource, type Resolver } from '../billSource';
import type { DeviceContext } from '../support';
import { accepted, refused, type Outcome } from '../../db/outcome';
import { jsonBody, ok, refuse, refuseWith } from '../respond';

/** What the sandbox says when it refuses an e-bill or SMS-bill call (the carrier's wording). */
export const EBILL_MESSAGES = {
  missingSource: MISSING_BILL_SOURCE.message,
  alreadyApplied: '此門號已申請電子帳單，無須重複申請',
  notApplied: '此門號尚未申請電子帳單',
  badEmail: '電子郵件格式不正確',
  sameEmail: '新的電子郵件與目前的帳單信箱相同',
  badPwdFlag: '帳單密碼保護設定須為 Y 或 N',
  samePwdFlag: '帳單密碼保護設定與目前相同',
  wrongRid: '申請編號不正確，請重新整理後再試',
  unknownLink: '確認連結無效，請確認網址是否完整',
  linkUsed: '此確認連結已使用過，無須再次確認',
  linkExpired: '確認連結已逾時，請重新申請',
  linkSuperseded: '此確認連結已失效，請使用最新一封確認信中的連結',
  badConfirmToken: '確認憑證無效或已逾時，請重新開啟確認連結',
  smsAlreadyApplied: '此門號已申請簡訊帳單，無須重複申請',
  smsNotApplied: '此門號尚未申請簡訊帳單，無法取消',
  smsNotMobile: '此門號非行動電話，市話請使用市話簡訊帳單',
  smsNotFixLine: '此門號非市話，無法使用市話簡訊帳單',
  smsCompany: '公司戶門號不提供簡訊帳單，請改用電子帳單',
  badReason: '請選擇取消原因',
} as const;

/** A call the link in a mail makes: no login, but the business source. */
export const billLink = (resolver: Resolver<{ request: Request }>) =>
  withBillSource<{ request: Request }>(resolver);

/** A request id and a link token, unique in this database and not guessable from each other. */
export function newIds(prefix: 'EB' | 'SB', deviceNo: string, now: Date) {
  const sequence = nextSequence();
  const rid = `${prefix}${dateOf(now).replaceAll('-', '')}${String(sequence).padStart(4, '0')}`;
  const token = [
    'ebl',
    hashSeed(`${rid}#${deviceNo}`).toString(36),
    hashSeed(`${now.toISOString()}#${String(sequence)}`).toString(36),
  ].join('-');
  return { rid, token };
}

export function eBillOf(deviceNo: string) {
  return db().ebill.eBills.find((row) => row.deviceNo === deviceNo);
}

export function statusOf(request: EBillRequestRow, now: Date): EBillConfirmationStatus {
  if (request.state !== 'pending') return request.state;
  return new Date(request.expiresAt) <= now ? 'expired' : 'pending';
}

export function pendingOf(deviceNo: string, now: Date): EBillRequestRow | undefined {
  return db().ebill.requests.find(
    (row) => row.deviceNo === deviceNo && statusOf(row, now) === 'pending',
  );
}

/** Records a request and "sends" its mail; a pending request of the number is superseded. */
export function newRequest(
  { device, customer }: DeviceContext,
  action: EBillAction,
  email: string,
  pwdFlag: 'Y' | 'N' | null = null,
) {
  const now = sandboxNow();
  const { rid, token } = newIds('EB', device.deviceNo, now);
  mutate((database) => {
    for (const row of database.ebill.requests) {
      if (row.deviceNo === device.deviceNo && row.state === 'pending') row.state = 'superseded';
    }
    database.ebill.requests.push({
      rid,
      token,
      deviceNo: device.deviceNo,
      customerId: customer.id,
      action,
      email,
      pwdFlag,
      requestedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + EBILL_LINK_TTL_MS).toISOString(),
      state: 'pending',
      confirmedAt: null,
      confirmToken: null,
      confirmTokenExpiresAt: null,
    });
  });
  return ok<BillRequestAck>({ rid });
}

export async function emailOf(request: Request): Promise<string | null> {
  const checked = validateEmail((await jsonBody(request))?.email);
  return checked.ok ? checked.value : null;
}

export function confirmationOf(request: EBillRequestRow, now: Date): EBillConfirmation {
  return {
    status: statusOf(request, now),
    action: request.action,
    deviceNo: maskPhone(request.deviceNo),
    email: maskEmail(request.email),
    ...(request.pwdFlag ? { pwdFlag: request.pwdFlag } : {}),
    requestedAt: request.requestedAt,
    expiresAt: request.expiresAt,
    confirmedAt: request.confirmedAt,
  };
}

export function requestOfToken(token: unknown): EBillRequestRow | undefined {
  if (typeof token !== 'string' || token.trim() === '') return undefined;
  return db().ebill.requests.find((row) => row.token === token.trim());
}

export const NOT_PENDING: Record<Exclude<EBillConfirmationStatus, 'pending'>, string> = {
  confirmed: EBILL_MESSAGES.linkUsed,
  expired: EBILL_MESSAGES.linkExpired,
  superseded: EBILL_MESSAGES.linkSuperseded,
};

/** Makes the confirmed change, refused when the number's state no longer allows it. */
export function applyConfirmed(request: EBillRequestRow, now: Date): Outcome<EBillRequestRow> {
  const current = eBillOf(request.deviceNo);
  if (request.action === 'apply' && current) return refused(EBILL_MESSAGES.alreadyApplied);
  if (request.action !== 'apply' && !current) return refused(EBILL_MESSAGES.notApplied);
  mutate((database) => {
    const tables = database.ebill;
    if (request.action === 'apply') {
      tables.eBills.push({
        deviceNo: request.deviceNo,
        customerId: request.customerId,
        email: request.email,
        pwdFlag: 'Y',
        rid: request.rid,
        appliedAt: now.toISOString(),
      });
    } else if (request.action === 'cancel') {
      tables.eBills = tables.eBills.filter((row) => row.deviceNo !== request.deviceNo);
    } else if (current && request.action === 'update') {
      current.email = request.email;
    } else if (current && request.pwdFlag) {
      current.pwdFlag = request.pwdFlag;
    }
    request.state = 'confirmed';
    request.confirmedAt = now.toISOString();
    request.confirmToken = null;
    request.confirmTokenExpiresAt = null;
  });
  return accepted(request);
}

/** The SMS bill of one kind of line: mobile numbers, or fixed lines (texted to the member). */
export function checkSmsLine({ device, customer }: DeviceContext, line: SmsBillLine): Outcome {
  if (customer.isCompanyTaxId) return refused(EBILL_MESSAGES.smsCompany);
  if (line === 'mobile' && device.deviceType !== 'mobile') {
    return refused(EBILL_MESSAGES.smsNotMobile);
  }
  if (line === 'fixline' && device.deviceType !== 'fixedline') {
    return refused(EBILL_MESSAGES.smsNotFixLine);
  }
  return accepted(undefined);
}

export function smsBillOf(deviceNo: string, line: SmsBillLine) {
  return db().ebill.smsBills.find((row) => row.deviceNo === deviceNo && row.line === line);
}

export const smsLine = (line: SmsBillLine, resolver: Resolver<DeviceContext>) =>
  billDevice((context) => {
    const offered = checkSmsLine(context, line);
    return offered.ok ? resolver(context) : refuseWith(offered);
  });

export function smsStatus(line: SmsBillLine) {
  return smsLine(line, ({ device, customer }) => {
    const row = smsBillOf(device.deviceNo, line);
    return ok<SmsBillStatus>({
      applied: row !== undefined,
      mobile: row?.mobile ?? (line === 'mobile' ? device.deviceNo : customer.mobile),
      rid: row?.rid ?? null,
      appliedAt: row?.appliedAt ?? null,
    });
  });
}

export function smsApply(line: SmsBillLine) {
  return smsLine(line, ({ device, customer }) => {
    if (smsBillOf(device.deviceNo, line)) return refuse(EBILL_MESSAGES.smsAlreadyApplied);
    const now = sandboxNow();
    const { rid } = newIds('SB', device.deviceNo, now);
    mutate((database) => {
      database.ebill.smsBills.push({
        deviceNo: device.deviceNo,
        customerId: customer.id,
        line,
        mobile: line === 'mobile' ? device.deviceNo : customer.mobile,
        rid,
        appliedAt: now.toISOString(),
      });
    });
    return ok<BillRequestAck>({ rid });
  });
}

export function stopSmsBill(deviceNo: string, rid: string, reasonId: string | null) {
  mutate((database) => {
    const tables = database.ebill;
    tables.smsBills = tables.smsBills.filter((row) => row.deviceNo !== deviceNo);
    tables.smsCancellations.push({
      deviceNo,
      rid,
      reasonId,
      cancelledAt: sandboxNow().toISOString(),
    });
  });
  return ok<BillRequestAck>({ rid });
}
