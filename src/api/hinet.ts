import { call } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';

/** Fixed broadband static IP (Service/Hinet/...). */
export interface StaticIpStatus {
  /** The static address, '' when none is allocated. */
  ip: string;
  contactEmail?: string;
  allocatedAt?: string;
}

/** Refusal codes the HiNet screens tell apart (the words are the portal's, `fixedline:refusals`). */
export const HINET_REFUSAL_CODES = {
  /** The line has no static-IP service: the screen says why and how to apply. */
  noStaticIpService: 'NO_STATIC_IP_SERVICE',
  /** HinetBill usage asked before the session proved the SMS code. */
  otpRequired: 'HINET_OTP_REQUIRED',
  otpWrong: 'HINET_OTP_WRONG',
} as const;

export function queryStaticIp(): Promise<ApiResult<StaticIpStatus>> {
  return call<StaticIpStatus>({ method: 'GET', path: 'Service/Hinet/StaticIpQuery' });
}

export function allocateStaticIp(): Promise<ApiResult<StaticIpStatus>> {
  return call<StaticIpStatus>({ method: 'GET', path: 'Service/Hinet/StaticIpAllocate' });
}

export function deallocateStaticIp(): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'GET', path: 'Service/Hinet/StaticIpDeallocate' });
}

export function updateStaticIpEmail(params: { contactEmail: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'GET',
    path: 'Service/Hinet/StaticIpUpdateEmail',
    query: { contactEmail: params.contactEmail.trim() },
  });
}

export function modifyHnPassword(params: {
  newHnPassword: string;
  pid: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'Service/Hinet/ModifyHNPassword',
    headers: { newHNPassword: params.newHnPassword, pid: normalizePid(params.pid) },
  });
}

/** HinetBill/SendOTP: a code by SMS to the account's mobile, asked once per session. */
export interface HinetOtpSent {
  /** The mobile the code went to, masked (0928***432). */
  sentTo: string;
  expiresIn: number;
}

export function sendHinetBillOtp(): Promise<ApiResult<HinetOtpSent>> {
  return call<HinetOtpSent>({ method: 'POST', path: 'HinetBill/SendOTP' });
}

export function checkHinetBillOtp(params: { otp: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'HinetBill/CheckOTP',
    body: { otp: params.otp.replace(/\s/g, '') },
  });
}

/** One HiNet usage report: value-added charges (NT$), data (MB) or dial-up minutes. */
export type HinetUsageKind = 'value' | 'data' | 'dial';

export interface HinetUsage {
  /** The month the items are of, `YYYYMM`. */
  month: string;
  /** The last six months (oldest first), one figure each: the chart and its table. */
  months: { month: string; total: number }[];
  /** The chosen month's lines: a service and its charge, a direction and its MB, a session. */
  items: { name: string; amount: number }[];
}

const USAGE_PATHS: Record<HinetUsageKind, string> = {
  value: 'HinetBill/ValueUsage',
  data: 'HinetBill/DataUsage',
  dial: 'HinetBill/DialUsage',
};

/** GET HinetBill/ValueUsage, DataUsage or DialUsage for a month (`YYYYMM`; '' the last one). */
export function getHinetUsage(params: {
  kind: HinetUsageKind;
  month: string;
}): Promise<ApiResult<HinetUsage>> {
  return call<HinetUsage>({
    method: 'GET',
    path: USAGE_PATHS[params.kind],
    query: params.month ? { month: params.month } : undefined,
  });
}
