import { billCall } from './bill';
import { deviceRequired, inputError } from './call';
import type { ApiResult } from './http';
import type { OtpSent, OtpVerified } from './otp';

/**
 * Call details (spec 02 §7.7): the history of applications, the application for a mobile or a
 * fixed line, the SMS one-time code of a mobile number and the confirmation of the e-mail the
 * details go to. The fixed line's telephone code is TelOTPAuth in otp.ts. Paths under Bill/ are
 * the portal's spelling of the spec's names (docs/api.md); every one carries WM56.
 */

export type CallDetailsLineType = 'mobile' | 'fixline';
export type CallDetailsStatus = 'awaitingConfirmation' | 'processing' | 'sent' | 'expired';

export interface CallDetailsApplication {
  id: string;
  deviceNo: string;
  lineType: CallDetailsLineType;
  /** The billing month the details cover (`YYYYMM`). */
  billMonth: string;
  /** Where the details go, masked by the carrier. */
  email: string;
  appliedAt: string;
  /** The confirmation link in the mail works until then. */
  confirmBy: string;
  status: CallDetailsStatus;
  sentAt: string | null;
}

export interface CallDetailsHistory {
  deviceNo: string;
  /** null: call details are not offered for this kind of number. */
  lineType: CallDetailsLineType | null;
  /** Billing months that can be applied for, newest first (`YYYYMM`). */
  availableMonths: string[];
  /** Newest first. */
  applications: CallDetailsApplication[];
}

export interface CallDetailsApplyRequest {
  deviceNo: string;
  billMonth: string;
  email: string;
  /** The token of the verified one-time code. */
  authToken: string;
}

const BILL_MONTH = /^\d{4}(0[1-9]|1[0-2])$/;

export function getCallDetailsHistory(params: {
  deviceNo: string;
}): Promise<ApiResult<CallDetailsHistory>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<CallDetailsHistory>({
    method: 'POST',
    path: 'Bill/CallDetailsHistory',
    headers: { deviceno: params.deviceNo },
  });
}

/** Sends a one-time code by SMS to the mobile number the details are for. */
export function sendCallDetailsSmsOtp(params: { deviceNo: string }): Promise<ApiResult<OtpSent>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<OtpSent>({
    method: 'POST',
    path: 'Bill/CallDetailsSMSOTP',
    headers: { deviceno: params.deviceNo },
    body: { mobileno: params.deviceNo },
  });
}

export function verifyCallDetailsSmsOtp(params: {
  deviceNo: string;
  smsOtp: string;
}): Promise<ApiResult<OtpVerified>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return billCall<OtpVerified>({
    method: 'POST',
    path: 'Bill/CallDetailsSMSAuth',
    headers: { deviceno: params.deviceNo },
    body: { mobileno: params.deviceNo, smsotp: params.smsOtp.trim() },
  });
}

function applyBody(params: CallDetailsApplyRequest) {
  return {
    deviceno: params.deviceNo,
    billMonth: params.billMonth,
    email: params.email.trim(),
    authtoken: params.authToken,
  };
}

function checkApply(params: CallDetailsApplyRequest): Promise<ApiResult<never>> | null {
  if (params.deviceNo.trim() === '') return deviceRequired();
  if (!BILL_MONTH.test(params.billMonth)) return inputError('Billing month must be YYYYMM');
  return null;
}

export function applyCallDetailsForMobile(
  params: CallDetailsApplyRequest,
): Promise<ApiResult<CallDetailsApplication>> {
  return (
    checkApply(params) ??
    billCall<CallDetailsApplication>({
      method: 'POST',
      path: 'Bill/CallDetailsApplyForMobile',
      headers: { deviceno: params.deviceNo },
      body: applyBody(params),
    })
  );
}

export function applyCallDetailsForFixLine(
  params: CallDetailsApplyRequest,
): Promise<ApiResult<CallDetailsApplication>> {
  return (
    checkApply(params) ??
    billCall<CallDetailsApplication>({
      method: 'POST',
      path: 'Bill/CallDetailsApplyForFixLine',
      headers: { deviceno: params.deviceNo },
      body: applyBody(params),
    })
  );
}

/** The link in the confirmation mail: confirms the address of one application by its id. */
export function confirmCallDetailsEmail(params: {
  id: string;
}): Promise<ApiResult<CallDetailsApplication>> {
  if (params.id.trim() === '') return inputError('Application id is required');
  return billCall<CallDetailsApplication>({
    method: 'GET',
    path: 'Bill/CallDetailsEmailConfirm',
    query: { id: params.id.trim() },
  });
}
