import { call } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';

/** SMSAuth/GetOTP(WithCaptcha): an SMS one-time password was sent. */
export interface OtpSent {
  /** Seconds until the code expires, when the carrier says. */
  expiresIn?: number;
}

/** SMSAuth/VerifyOTP: the code matched; the token authorises the login that follows. */
export interface OtpVerified {
  token?: string;
}

export interface OtpRequest {
  mobileNo: string;
  pid: string;
  /** The portal's persistent random identifier (client state). */
  identifier: string;
}

/** Pid is trimmed and upper-cased before the request (spec 01 §5). */
function otpBody(params: OtpRequest) {
  return {
    mobileno: params.mobileNo,
    pid: normalizePid(params.pid),
    identifier: params.identifier,
  };
}

export function getOtp(params: OtpRequest): Promise<ApiResult<OtpSent>> {
  return call<OtpSent>({ method: 'POST', path: 'SMSAuth/GetOTP', body: otpBody(params) });
}

/** As getOtp, guarded by a captcha: `captcha` is the challenge, `code` what the user typed. */
export function getOtpWithCaptcha(
  params: OtpRequest & { captcha: string; code: string },
): Promise<ApiResult<OtpSent>> {
  return call<OtpSent>({
    method: 'POST',
    path: 'SMSAuth/GetOTPWithCaptcha',
    headers: { captcha: params.captcha, code: params.code },
    body: otpBody(params),
  });
}

export function verifyOtp(params: {
  mobileNo: string;
  smsOtp: string;
  identifier: string;
}): Promise<ApiResult<OtpVerified>> {
  return call<OtpVerified>({
    method: 'POST',
    path: 'SMSAuth/VerifyOTP',
    body: { mobileno: params.mobileNo, smsotp: params.smsOtp, identifier: params.identifier },
  });
}

/** PUT Captcha/Vaild (the carrier's spelling): `token` names the challenge, `code` the answer. */
export function validateCaptcha(params: {
  token: string;
  code: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'PUT',
    path: 'Captcha/Vaild',
    headers: { token: params.token, code: params.code },
  });
}

/** TelOTPAuth/GetOTP: a fixed line's holder asks for a code, read out by a call to the line. */
export function getTelOtp(params: { telNo: string; pid: string }): Promise<ApiResult<OtpSent>> {
  return call<OtpSent>({
    method: 'POST',
    path: 'TelOTPAuth/GetOTP',
    body: { telno: params.telNo.trim(), pid: normalizePid(params.pid) },
  });
}

/** TelOTPAuth/VerifyOTP: the code heard on the fixed line. */
export function verifyTelOtp(params: {
  telNo: string;
  telOtp: string;
}): Promise<ApiResult<OtpVerified>> {
  return call<OtpVerified>({
    method: 'POST',
    path: 'TelOTPAuth/VerifyOTP',
    body: { telno: params.telNo.trim(), telotp: params.telOtp.trim() },
  });
}
