import { call } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';

/**
 * Resetting the modem (MOD) password and the HiNet account password (spec 02 §7.8). The spec
 * names the calls and the ResetMODPw fields only; the other bodies and replies are the portal's
 * choice, written down in docs/api.md.
 */

/** Refusal codes the reset screen tells apart (the words are the portal's, `fixedline:refusals`). */
export const HINET_RESET_REFUSAL_CODES = {
  modUnknown: 'MOD_UNKNOWN',
  modCodeWrong: 'MOD_CODE_WRONG',
  mobileCodeWrong: 'MOBILE_CODE_WRONG',
  captchaWrong: 'CAPTCHA_WRONG',
  captchaExpired: 'CAPTCHA_EXPIRED',
  hnUnknown: 'HN_UNKNOWN',
} as const;

/** Who asks for a MOD reset: a signed-in member or a visitor (ResetMODPw `type`, our choice). */
export type ModResetType = 'login' | 'nologin';

/** A MOD box found and matched to its owner: the code goes to the mobile on record. */
export interface ModVerified {
  deviceno: string;
  /** The mobile on record, masked (0928***432). */
  sentTo: string;
}

/** POST VerifyMODNo: a member's MOD box (one on the member's lines). */
export function verifyModNo(params: { deviceno: string }): Promise<ApiResult<ModVerified>> {
  return call<ModVerified>({ method: 'POST', path: 'VerifyMODNo', body: params });
}

/** POST VerifyMODNoNoLogin: a visitor's MOD box, with the owner's person id (upper-cased). */
export function verifyModNoNoLogin(params: {
  deviceno: string;
  pid: string;
}): Promise<ApiResult<ModVerified>> {
  return call<ModVerified>({
    method: 'POST',
    path: 'VerifyMODNoNoLogin',
    body: { deviceno: params.deviceno, pid: normalizePid(params.pid) },
  });
}

/** POST MODReceiveNo: the code (the receive number `rno`) by SMS to the mobile on record. */
export function modReceiveNo(params: { deviceno: string }): Promise<ApiResult<ModVerified>> {
  return call<ModVerified>({ method: 'POST', path: 'MODReceiveNo', body: params });
}

/** POST ResetMODPw {deviceno, pw, rno, type}. */
export function resetModPw(params: {
  deviceno: string;
  pw: string;
  rno: string;
  type: ModResetType;
}): Promise<ApiResult<{ changedAt: string }>> {
  return call<{ changedAt: string }>({
    method: 'POST',
    path: 'ResetMODPw',
    body: { ...params, rno: params.rno.replace(/\s/g, '') },
  });
}

/** POST MobileToken/GetOTPWithCaptcha: a visitor's SMS code, guarded by a captcha. */
export function getMobileTokenOtp(params: {
  mobileNo: string;
  captcha: string;
  code: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'MobileToken/GetOTPWithCaptcha',
    headers: { mobileno: params.mobileNo, captcha: params.captcha, code: params.code },
  });
}

/** POST MobileToken/VerifyOTP: the code proves the mobile; the token stands for it. */
export function verifyMobileTokenOtp(params: {
  mobile: string;
  otp: string;
}): Promise<ApiResult<{ mobileToken: string }>> {
  return call<{ mobileToken: string }>({
    method: 'POST',
    path: 'MobileToken/VerifyOTP',
    body: { mobile: params.mobile, otp: params.otp.replace(/\s/g, '') },
  });
}

/** A personal HiNet account ('normal') or one with a pass code (the HNPassCode call). */
export type HnAccountType = 'normal' | 'passCode';

/** HNAuth POST AuthenticationHN: the HN account, its owner's pid and the proved mobile. */
export function authenticationHn(params: {
  hnNo: string;
  pid: string;
  mobileToken: string;
}): Promise<ApiResult<{ authToken: string; accountType: HnAccountType }>> {
  return call<{ authToken: string; accountType: HnAccountType }>({
    method: 'POST',
    path: 'AuthenticationHN',
    body: { ...params, pid: normalizePid(params.pid) },
  });
}

/** HNAuth POST HNPassCode or HnPassCodeForNormalUser (by the account's type): the new password. */
export function setHnPassCode(params: {
  hnNo: string;
  authToken: string;
  newPassword: string;
  accountType: HnAccountType;
}): Promise<ApiResult<{ changedAt: string }>> {
  const { accountType, ...body } = params;
  return call<{ changedAt: string }>({
    method: 'POST',
    path: accountType === 'normal' ? 'HnPassCodeForNormalUser' : 'HNPassCode',
    body,
  });
}
