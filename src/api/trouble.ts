import type { ApiResult } from './http';
import { contactFields, ORDINARY_TROUBLE, troubleCall, type TroubleAccess } from './troubleAccess';
import type {
  MobileTroubleCheck,
  TroubleAlert,
  TroubleCaptcha,
  TroubleCategory,
  TroubleReceipt,
  TroubleReport,
  TroubleTicket,
  TroubleToken,
  EramMessage,
} from './types/trouble';

/**
 * Trouble tickets: report, list, modify, cancel. Every function takes the access last
 * (ordinary by default); see troubleAccess.ts for the variants and their paths.
 */

/**
 * The access token of the journey. A no-login visitor proves to be a person with a captcha
 * (sent as the headers captcha and code); the number is the no-login device number.
 */
export function getTroubleToken(
  access: TroubleAccess = ORDINARY_TROUBLE,
  captcha?: TroubleCaptcha,
): Promise<ApiResult<TroubleToken>> {
  return troubleCall<TroubleToken>(access, {
    method: 'GET',
    name: 'GetToken',
    headers: captcha ? { captcha: captcha.captcha, code: captcha.code.trim() } : undefined,
  });
}

/** The numbers attached to the line (fixed-line extensions). */
export function fetchAttachedNos(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<string[]>> {
  return troubleCall<string[]>(access, { method: 'GET', name: 'FetchAttachedNos' });
}

export function mobileTroubleCheck(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<MobileTroubleCheck>> {
  return troubleCall<MobileTroubleCheck>(access, { method: 'GET', name: 'MobileTroubleCheck' });
}

export function getMobileTrouble(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<TroubleCategory[]>> {
  return troubleCall<TroubleCategory[]>(access, { method: 'GET', name: 'MobileTrouble' });
}

/** The report as the spec names it, contact fields trimmed and the phones joined. */
function reportBody(report: TroubleReport) {
  const { contact_phone2_tmp: phone2, ...rest } = report;
  const contact = contactFields(report.contact_name_tmp, report.contact_phone_tmp, phone2);
  return {
    ...rest,
    contact_name_tmp: contact.contact_name,
    contact_phone_tmp: contact.contact_phone,
  };
}

export function addTrouble(
  report: TroubleReport,
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<TroubleReceipt>> {
  return troubleCall<TroubleReceipt>(access, {
    method: 'POST',
    name: 'Add',
    body: reportBody(report),
  });
}

export function addMobileTrouble(
  report: TroubleReport,
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<TroubleReceipt>> {
  return troubleCall<TroubleReceipt>(access, {
    method: 'POST',
    name: 'AddMobileTrouble',
    body: reportBody(report),
  });
}

export function getTroubleList(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<TroubleTicket[]>> {
  return troubleCall<TroubleTicket[]>(access, { method: 'GET', name: 'List' });
}

export function cancelTrouble(
  params: { id: string },
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, { method: 'GET', name: 'Cancel', query: { id: params.id } });
}

export interface TroubleModification {
  id: string;
  contactName: string;
  contactPhone: string;
  contactPhone2?: string;
  day: string;
  period: string;
  note: string;
}

export function modifyTrouble(
  params: TroubleModification,
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  const contact = contactFields(params.contactName, params.contactPhone, params.contactPhone2);
  return troubleCall<unknown>(access, {
    method: 'GET',
    name: 'Modify',
    query: {
      id: params.id,
      contact_name: contact.contact_name,
      contact_phone: contact.contact_phone,
      day: params.day,
      period: params.period,
      note: params.note,
    },
  });
}

/** ModifyAnnonce (the carrier's spelling): tells the repair crew the ticket changed. */
export function modifyTroubleAnnounce(
  params: { id: string },
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, {
    method: 'GET',
    name: 'ModifyAnnonce',
    query: { id: params.id },
  });
}

/** Replaces the number the no-login session reports for. */
export function resetTroubleDeviceNo(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, { method: 'POST', name: 'ResetDeviceNo' });
}

export function getTroubleAlert(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<TroubleAlert>> {
  return troubleCall<TroubleAlert>(access, { method: 'GET', name: 'Setting/GetTroubleAlert' });
}

export function getEramMsg(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<EramMessage>> {
  return troubleCall<EramMessage>(access, { method: 'GET', name: 'EramMsg' });
}
