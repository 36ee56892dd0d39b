import { call } from './call';
import type { ApiResult } from './http';

/** Device/LocalFeeSuggestion: a cheaper local (fixed-line) plan; fields not specified. */
export type LocalFeeSuggestion = unknown;

/** Device/QueryInAndOutDeviceNumber: whether a number is in the carrier's network. */
export interface InOutDeviceNumber {
  searchNo: string;
  /** e.g. 'in' (this carrier) or 'out' (ported to another carrier). */
  network: string;
}

/** device/information: the handset of the current number. */
export interface DeviceInformation {
  brand?: string;
  model?: string;
  imei?: string;
  supports5G?: boolean;
}

/** Device/PUK: the SIM's unblocking codes. */
export interface PukCodes {
  puk1: string;
  puk2?: string;
}

/** Device/ESIMSupportCheck */
export interface EsimSupport {
  supported: boolean;
}

export function getLocalFeeSuggestion(): Promise<ApiResult<LocalFeeSuggestion>> {
  return call<LocalFeeSuggestion>({ method: 'GET', path: 'Device/LocalFeeSuggestion' });
}

/** A no-login call guarded by a captcha: `captcha` is the challenge, `code` what was typed. */
export function queryInAndOutDeviceNumber(params: {
  searchNo: string;
  captcha: string;
  code: string;
}): Promise<ApiResult<InOutDeviceNumber>> {
  return call<InOutDeviceNumber>({
    method: 'GET',
    path: 'Device/QueryInAndOutDeviceNumber',
    headers: { searchno: params.searchNo, captcha: params.captcha, code: params.code },
  });
}

export function getDeviceInformation(): Promise<ApiResult<DeviceInformation>> {
  return call<DeviceInformation>({ method: 'GET', path: 'device/information' });
}

/**
 * device/ProjCustomerCode: the contract project of the current number (deviceno header), or null
 * when it has none. The spec names the call, not its fields; these are what /Contract shows.
 */
export interface ProjectContract {
  projectCode: string;
  projectName: string;
  /** `YYYY-MM-DD` */
  contractStart: string;
  contractEnd: string;
  /** Handset or project subsidy, NT$. */
  subsidy: number;
  /** What ending the contract today would cost, NT$ (the rest of the subsidy, pro rata). */
  earlyTerminationFee: number;
}

export function getProjCustomerCode(): Promise<ApiResult<ProjectContract | null>> {
  return call<ProjectContract | null>({ method: 'GET', path: 'device/ProjCustomerCode' });
}

/** DSSN is the SIM serial the user reads off the card. */
export function getPuk(params: { dssn: string }): Promise<ApiResult<PukCodes>> {
  return call<PukCodes>({ method: 'POST', path: 'Device/PUK', body: { DSSN: params.dssn } });
}

export function esimSupportCheck(params: { deviceType: string }): Promise<ApiResult<EsimSupport>> {
  return call<EsimSupport>({
    method: 'POST',
    path: 'Device/ESIMSupportCheck',
    body: { devicetype: params.deviceType },
  });
}
