import type {
  FixDateTime,
  LineTestResult,
  TroubleCategory,
  TroubleReceipt,
  TroubleTicket,
} from '../../../api/types/trouble';
import { validateFixedLinePhone, validateMobile } from '../../../lib/validators';
import { dateAfter } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { DeviceRow, SandboxDeviceType } from '../types';
import {
  LINE_FAULTS,
  OUTAGE_AREAS,
  VISIT_DAYS,
  VISIT_PERIODS,
  type SupportTables,
  type TroubleAccessRow,
  type TroubleTicketRow,
} from './support';

/**
 * The trouble-report rules (docs/sandbox.md "Trouble reports"): one open report per number, one
 * report per visit period and day, the contact checked, changes on open reports only. Each takes
 * the support tables (inside `mutate` when it changes them) and the sandbox's "now".
 */

/** What the trouble rules refuse with: the carrier's wording and a code the portal translates. */
export const TROUBLE_REFUSALS = {
  notFound: { code: 'TROUBLE_DEVICE_UNKNOWN', message: '查無此門號，請確認後重新輸入' },
  captchaWrong: { code: 'CAPTCHA_WRONG', message: '圖形驗證碼錯誤，請重新輸入' },
  captchaExpired: { code: 'CAPTCHA_EXPIRED', message: '圖形驗證碼已失效，請重新取得' },
  accessExpired: { code: 'TROUBLE_ACCESS', message: '驗證已逾時，請重新驗證門號' },
  smsFirst: { code: 'TROUBLE_SMS_FIRST', message: '請先完成簡訊驗證' },
  smsWrong: { code: 'OTP_WRONG', message: '簡訊驗證碼錯誤，請重新輸入' },
  smsMobile: { code: 'TROUBLE_SMS_MOBILE', message: '請輸入本門號或聯絡用的手機號碼' },
  openTicket: { code: 'TROUBLE_OPEN_TICKET', message: '此門號已有處理中的障礙申告' },
  slotTaken: { code: 'TROUBLE_SLOT_TAKEN', message: '此維修時段已額滿，請改選其他時段' },
  badContact: { code: 'TROUBLE_CONTACT', message: '聯絡人姓名或電話格式不正確' },
  badCategory: { code: 'TROUBLE_CATEGORY', message: '請選擇障礙類別' },
  wrongKind: { code: 'TROUBLE_KIND', message: '此門號類型不適用此申告方式' },
  ticketNotFound: { code: 'TROUBLE_TICKET', message: '查無此障礙申告或已無法變更' },
} as const;

/** A no-login session lasts 30 minutes from GetToken (sandbox clock). */
export const TROUBLE_ACCESS_TTL_MS = 30 * 60 * 1000;

/** The fault categories of each kind of line (MobileTrouble answers the number's kind). */
export const TROUBLE_CATEGORIES: Record<SandboxDeviceType, TroubleCategory[]> = {
  fixedline: [
    { code: 'FL01', tcode: 'FL', name: '無撥號音' },
    { code: 'FL02', tcode: 'FL', name: '通話有雜音' },
    { code: 'FL03', tcode: 'FL', name: '無法撥出或接聽' },
  ],
  broadband: [
    { code: 'BB01', tcode: 'BB', name: '無法上網或時常斷線' },
    { code: 'BB02', tcode: 'BB', name: '網路速度緩慢' },
    { code: 'BB03', tcode: 'BB', name: '數據機燈號異常' },
  ],
  mobile: [
    { code: 'MB01', tcode: 'MB', name: '收訊不良' },
    { code: 'MB02', tcode: 'MB', name: '無法通話' },
    { code: 'MB03', tcode: 'MB', name: '行動上網異常' },
  ],
};

export const LINE_ERROR_TEXT: Readonly<Record<string, string>> = {
  E203: '線路訊號衰減過大，可能為室內線路或數據機接頭鬆脫',
};

/** Whose tickets: a member's (all their numbers) or a visitor's (the one number). */
export type TicketOwner = { customerId: string } | { deviceNo: string };

const OPEN: readonly string[] = ['received', 'dispatched'];

export function accessFor(
  support: SupportTables,
  token: string,
  now: Date,
): TroubleAccessRow | undefined {
  return support.troubleAccess.find(
    (row) =>
      row.token === token && now.getTime() - Date.parse(row.createdAt) < TROUBLE_ACCESS_TTL_MS,
  );
}

export function ticketsOf(support: SupportTables, owner: TicketOwner): TroubleTicketRow[] {
  return support.troubleTickets.filter((row) =>
    'customerId' in owner ? row.customerId === owner.customerId : row.deviceNo === owner.deviceNo,
  );
}

export function openTicketOf(
  support: SupportTables,
  deviceNo: string,
): TroubleTicketRow | undefined {
  return support.troubleTickets.find(
    (row) => row.deviceNo === deviceNo && OPEN.includes(row.status),
  );
}

/** The visit days from tomorrow with their periods not yet taken by an open ticket. */
export function freeVisitSlots(
  support: SupportTables,
  now: Date,
  exceptTicket = '',
): FixDateTime[] {
  const taken = new Set(
    support.troubleTickets
      .filter((row) => OPEN.includes(row.status) && row.id !== exceptTicket)
      .map((row) => `${row.day} ${row.period}`),
  );
  return Array.from({ length: VISIT_DAYS }, (_, index) => {
    const day = dateAfter(now, index + 1);
    return { day, periods: VISIT_PERIODS.filter((period) => !taken.has(`${day} ${period}`)) };
  });
}

function slotFree(
  support: SupportTables,
  now: Date,
  slot: { day: string; period: string },
  exceptTicket = '',
): boolean {
  return freeVisitSlots(support, now, exceptTicket).some(
    (free) => free.day === slot.day && free.periods.includes(slot.period),
  );
}

function validPhone(value: string): boolean {
  return validateMobile(value).ok || validateFixedLinePhone(value).ok;
}

/** contact_phone as the portal sends it: one or two phones, comma-joined, already trimmed. */
export function validContact(name: string, phones: string): boolean {
  const parts = phones.split(',');
  return name !== '' && parts.length <= 2 && parts.every((part) => validPhone(part));
}

export function toTicket(row: TroubleTicketRow): TroubleTicket {
  return {
    id: row.id,
    deviceNo: row.deviceNo,
    status: row.status,
    description: row.description,
    code: row.code,
    reportedAt: row.reportedAt,
    day: row.day,
    period: row.period,
    note: row.note,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
  };
}

export interface NewReport {
  id: string;
  /** The member who reports; '' for a visitor. */
  customerId: string;
  device: DeviceRow;
  withVisit: boolean;
  contactName: string;
  contactPhone: string;
  code: string;
  description: string;
  day: string;
  period: string;
  /** The payload as it arrived, stored whole. */
  report: Record<string, unknown>;
}

/** Files a report: the right call for the kind of line, a valid contact and category, a free slot. */
export function fileReport(
  support: SupportTables,
  report: NewReport,
  now: Date,
): Outcome<TroubleReceipt> {
  const { device, withVisit } = report;
  if ((device.deviceType === 'mobile') === withVisit) return refused(TROUBLE_REFUSALS.wrongKind);
  if (!validContact(report.contactName, report.contactPhone)) {
    return refused(TROUBLE_REFUSALS.badContact);
  }
  if (!TROUBLE_CATEGORIES[device.deviceType].some((category) => category.code === report.code)) {
    return refused(TROUBLE_REFUSALS.badCategory);
  }
  if (openTicketOf(support, device.deviceNo)) return refused(TROUBLE_REFUSALS.openTicket);
  const day = withVisit ? report.day : '';
  const period = withVisit ? report.period : '';
  if (withVisit && !slotFree(support, now, { day, period })) {
    return refused(TROUBLE_REFUSALS.slotTaken);
  }
  support.troubleTickets.push({
    id: report.id,
    customerId: report.customerId,
    deviceNo: device.deviceNo,
    status: 'received',
    reportedAt: now.toISOString(),
    code: report.code,
    description: report.description,
    day,
    period,
    note: '',
    contactName: report.contactName,
    contactPhone: report.contactPhone,
    report: report.report,
    announcedAt: null,
  });
  return accepted({ id: report.id });
}

/** Changes an open ticket of the owner; refused when there is none by that id. */
export function changeTicket(
  support: SupportTables,
  owner: TicketOwner,
  id: string,
  change: (row: TroubleTicketRow) => void,
): Outcome<null> {
  const row = ticketsOf(support, owner).find(
    (candidate) => candidate.id === id && OPEN.includes(candidate.status),
  );
  if (!row) return refused(TROUBLE_REFUSALS.ticketNotFound);
  change(row);
  return accepted(null);
}

export interface TicketChange {
  id: string;
  contactName: string;
  contactPhone: string;
  day: string;
  period: string;
  note: string;
}

/** Modify: the contact, the note and (for a report with a visit) a free visit slot. */
export function modifyTicket(
  support: SupportTables,
  owner: TicketOwner,
  change: TicketChange,
  now: Date,
): Outcome<null> {
  if (!validContact(change.contactName, change.contactPhone)) {
    return refused(TROUBLE_REFUSALS.badContact);
  }
  const current = ticketsOf(support, owner).find(
    (row) => row.id === change.id && OPEN.includes(row.status),
  );
  if (!current) return refused(TROUBLE_REFUSALS.ticketNotFound);
  const moved = current.day !== change.day || current.period !== change.period;
  if (current.day !== '' && moved && !slotFree(support, now, change, change.id)) {
    return refused(TROUBLE_REFUSALS.slotTaken);
  }
  return changeTicket(support, owner, change.id, (row) => {
    row.contactName = change.contactName;
    row.contactPhone = change.contactPhone;
    if (row.day !== '') {
      row.day = change.day;
      row.period = change.period;
    }
    row.note = change.note;
  });
}

/**
 * The numbers offered for a report's contact: this one, then the member's other numbers; only
 * those that take a call (a broadband HN number does not).
 */
export function attachedNumbers(device: DeviceRow, ownNumbers: readonly string[]): string[] {
  return [device.deviceNo, ...ownNumbers.filter((number) => number !== device.deviceNo)].filter(
    validPhone,
  );
}

export function outageOf(deviceNo: string) {
  return OUTAGE_AREAS.find((area) => deviceNo.startsWith(area.prefix));
}

export function lineTest(deviceNo: string): LineTestResult {
  const errorCode = LINE_FAULTS[deviceNo];
  return errorCode ? { ok: false, errorCode } : { ok: true };
}
