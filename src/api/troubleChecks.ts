import type { ApiResult } from './http';
import { withMobilePrefix } from './normalize';
import { ORDINARY_TROUBLE, troubleCall, type TroubleAccess } from './troubleAccess';
import type { FixDateTime, LineErrorExplanation, LineInfo, LineTestResult } from './types/trouble';

/**
 * Line tests, visit times, SMS verification and usage logging of the trouble journey.
 * The portal always sends FixDateTimeList, TestPhoneNumberLine, TestLineNumber and
 * LineNumberErrorCode to the iTris path; with the no-login access they still carry the
 * no-login headers and still need the no-login device number.
 */

export function getFixDateTimeList(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<FixDateTime[]>> {
  return troubleCall<FixDateTime[]>(access, {
    method: 'GET',
    name: 'FixDateTimeList',
    alwaysITris: true,
  });
}

export function testPhoneNumberLine(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<LineTestResult>> {
  return troubleCall<LineTestResult>(access, {
    method: 'GET',
    name: 'TestPhoneNumberLine',
    alwaysITris: true,
  });
}

export function testLineNumber(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<LineTestResult>> {
  return troubleCall<LineTestResult>(access, {
    method: 'GET',
    name: 'TestLineNumber',
    alwaysITris: true,
  });
}

export function getLineNumberErrorCode(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<LineErrorExplanation>> {
  return troubleCall<LineErrorExplanation>(access, {
    method: 'GET',
    name: 'LineNumberErrorCode',
    alwaysITris: true,
  });
}

export function getLineInfo(
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<LineInfo>> {
  return troubleCall<LineInfo>(access, { method: 'POST', name: 'getLineInfo' });
}

/** The mobile gets the 09 prefix when only the 8 digits after it are given (spec 01 §5). */
export function troubleSmsOtp(
  params: { mobileNo: string },
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, {
    method: 'GET',
    name: 'smsOTP',
    query: { mobileno: withMobilePrefix(params.mobileNo) },
  });
}

export function troubleSmsCheck(
  params: { mobileNo: string; smsOtp: string },
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, {
    method: 'GET',
    name: 'smsCheck',
    query: { mobileno: withMobilePrefix(params.mobileNo), smsotp: params.smsOtp.trim() },
  });
}

/** Usage log: the customer chose to pay an outstanding bill from the trouble journey. */
export function clickPay(access: TroubleAccess = ORDINARY_TROUBLE): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, { method: 'GET', name: 'clickPay' });
}

/** Usage log: the number (deviceno header) opened the trouble journey. */
export function logDn(access: TroubleAccess = ORDINARY_TROUBLE): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, { method: 'GET', name: 'LogDN' });
}

/** Usage log: a function of the trouble journey was used. */
export function logFunct(
  params: { funct: string },
  access: TroubleAccess = ORDINARY_TROUBLE,
): Promise<ApiResult<unknown>> {
  return troubleCall<unknown>(access, {
    method: 'GET',
    name: 'logFunct',
    query: { funct: params.funct },
  });
}
