import { call, inputError } from './call';
import type { ApiResult } from './http';
import type { ApplicationProcess } from './dashboard';
import { normalizePid } from './normalize';

/** Fixed line (spec 02 §7.4): installation progress, with and without login. */

/** GET InstallProcess: the member's fixed-line installations. */
export function getInstallProcess(): Promise<ApiResult<ApplicationProcess[]>> {
  return call<ApplicationProcess[]>({ method: 'GET', path: 'FixedLine/InstallProcess' });
}

/**
 * The no-login variant: the applicant's number and person id, the captcha (`captcha` the
 * challenge, `code` what was typed) - spec 02 §6.
 */
export function getInstallProcessNoLogin(params: {
  deviceNo: string;
  pid: string;
  captcha: string;
  code: string;
}): Promise<ApiResult<ApplicationProcess[]>> {
  if (params.deviceNo.trim() === '') return inputError('Device number is required');
  return call<ApplicationProcess[]>({
    method: 'GET',
    path: 'FixedLine/InstallProcessNoLogin',
    headers: { captcha: params.captcha, code: params.code },
    query: { deviceno: params.deviceNo.trim(), pid: normalizePid(params.pid) },
  });
}

/** POST logFunctApi {deviceNo, l2, l3}: records which function a customer opened. */
export function logFunctApi(params: {
  deviceNo: string;
  l2: string;
  l3: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'FixedLine/logFunctApi',
    body: { deviceNo: params.deviceNo, l2: params.l2, l3: params.l3 },
  });
}
