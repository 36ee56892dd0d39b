import { call } from './call';
import type { ApiResult } from './http';

/** One month of a landline's calls, in minutes, and what it cost on each plan. */
export interface CallPatternMonth {
  /** YYYYMM */
  month: string;
  localMinutes: number;
  longDistanceMinutes: number;
  toMobileMinutes: number;
  currentFee: number;
  suggestedFee: number;
}

/** Device/LocalFeeSuggestion: the landline plan that suits the number's call pattern. */
export interface LocalFeeSuggestion {
  currentPlan: string;
  currentMonthlyFee: number;
  suggestedPlan: string;
  suggestedMonthlyFee: number;
  /** Average monthly saving (NT$) over the months; 0 or less: the current plan suits. */
  estimatedSaving: number;
  months: CallPatternMonth[];
}

/** Where a handset is in the repair process, in order. */
export const REPAIR_STAGES = [
  'received',
  'inRepair',
  'repaired',
  'readyForPickup',
  'pickedUp',
] as const;
export type RepairStage = (typeof REPAIR_STAGES)[number];

/**
 * Device/QueryInAndOutDeviceNumber: one repair slip (the handset repair status lookup; the
 * portal's decision, see docs/api.md).
 */
export interface RepairSlip {
  slipNo: string;
  /** Masked mobile number of the handset's owner. */
  maskedNumber: string;
  model: string;
  store: string;
  stage: RepairStage;
  /** The date (YYYY-MM-DD) each stage reached so far was reached. */
  stageDates: Partial<Record<RepairStage, string>>;
}

/** device/information: the handset of the current number. */
export interface DeviceInformation {
  brand?: string;
  model?: string;
  imei?: string;
  supports5G?: boolean;
  supportsVoLte?: boolean;
  supportsEsim?: boolean;
}

/** The SIM's unblocking codes (Device/PUK, PukforCustomer). */
export interface PukCodes {
  puk1: string;
  puk2?: string;
}

/** A handset model the eSIM check knows (Device/ESIMDeviceTypes). */
export interface HandsetModel {
  devicetype: string;
  brand: string;
  model: string;
}

/** Device/ESIMSupportCheck */
export interface EsimSupport {
  supported: boolean;
  devicetype?: string;
}

/** NWStatus: a network-side service of the number (one service code per service). */
export interface NetworkServiceStatus {
  serviceCode: string;
  active: boolean;
  /** YYYY-MM-DD it was turned on; absent while off. */
  since?: string;
  monthlyFee: number;
}

/** BI: all incoming calls barred; BR: incoming calls barred while roaming. */
export type BarringKind = 'BI' | 'BR';

/** BIBRStatus */
export interface BarringStatus {
  BI: boolean;
  BR: boolean;
}

/** BIBRApply / BIBRCancel: the SMS code is on its way; step 2 names this session. */
export interface BarringChallenge {
  sessionId: string;
  /** Masked number the code went to. */
  sentTo: string;
  expiresInSeconds: number;
}

/** The kind of device a companion SIM is in. */
export type CompanionKind = 'watch' | 'tablet';

/** A companion SIM: a device that shares the number (one number, several devices). */
export interface CompanionSim {
  simId: string;
  kind: CompanionKind;
  /** The customer's name for the device; '' when none was given. */
  name: string;
  /** The EID of the device's eSIM or the serial (ICCID) of its SIM card, digits only. */
  identifier: string;
  /** YYYY-MM-DD */
  addedOn: string;
}

/**
 * MergeAcntPrimaryNo: the number (primary) and the companion SIMs that share it (choice: the
 * spec names the call, not its reply). The add and remove calls answer the same.
 */
export interface OneNumberAccount {
  primaryNo: string;
  maxCompanions: number;
  /** NT$ a month for each companion SIM. */
  monthlyFee: number;
  companions: CompanionSim[];
}

export function getLocalFeeSuggestion(): Promise<ApiResult<LocalFeeSuggestion>> {
  return call<LocalFeeSuggestion>({ method: 'GET', path: 'Device/LocalFeeSuggestion' });
}

/**
 * A no-login call guarded by a captcha: `captcha` is the challenge, `code` what was typed.
 * `searchNo` is a repair slip number or a mobile number.
 */
export function queryInAndOutDeviceNumber(params: {
  searchNo: string;
  captcha: string;
  code: string;
}): Promise<ApiResult<RepairSlip[]>> {
  return call<RepairSlip[]>({
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

/** Signed in: the PUK codes of the member's number `dssn` (the number the codes are for). */
export function getPuk(params: { dssn: string }): Promise<ApiResult<PukCodes>> {
  return call<PukCodes>({ method: 'POST', path: 'Device/PUK', body: { DSSN: params.dssn } });
}

/** What a lookup without login sends: the number, its proof, and the captcha. */
export interface PukProof {
  number: string;
  /** The SIM serial printed on the card, sent as DSSN. */
  simSerial: string;
  /** The holder's birthday, YYYYMMDD. */
  birthday: string;
  captcha: string;
  code: string;
}

function pukWithoutLogin(path: string, params: PukProof): Promise<ApiResult<PukCodes>> {
  return call<PukCodes>({
    method: 'POST',
    path,
    headers: { searchno: params.number, captcha: params.captcha, code: params.code },
    body: { DSSN: params.simSerial, BIRTHDAY: params.birthday },
  });
}

/**
 * No login: the PUK codes of `number`, proved by the SIM serial printed on the card (DSSN) and
 * the holder's birthday (YYYYMMDD), guarded by a captcha. What /PUK sends for a visitor.
 */
export function pukForCustomer(params: PukProof): Promise<ApiResult<PukCodes>> {
  return pukWithoutLogin('Device/PukforCustomer', params);
}

/** The same lookup under its spec 02 §7.3 name, `InquiryPukforCustomer` {DSSN, BIRTHDAY}. */
export function inquiryPukForCustomer(params: PukProof): Promise<ApiResult<PukCodes>> {
  return pukWithoutLogin('Device/InquiryPukforCustomer', params);
}

/**
 * Spec 02 §7.3 `inquiryPUK` {DSSN, BIRTHDAY}: signed in, the codes of the member's number `dssn`,
 * proved by the holder's birthday (YYYYMMDD).
 */
export function inquiryPuk(params: {
  dssn: string;
  birthday: string;
}): Promise<ApiResult<PukCodes>> {
  return call<PukCodes>({
    method: 'POST',
    path: 'Device/inquiryPUK',
    body: { DSSN: params.dssn, BIRTHDAY: params.birthday },
  });
}

/** The handset models the eSIM check knows (choice: the spec names no list call). */
export function getEsimDeviceTypes(): Promise<ApiResult<HandsetModel[]>> {
  return call<HandsetModel[]>({ method: 'GET', path: 'Device/ESIMDeviceTypes' });
}

export function esimSupportCheck(params: { deviceType: string }): Promise<ApiResult<EsimSupport>> {
  return call<EsimSupport>({
    method: 'POST',
    path: 'Device/ESIMSupportCheck',
    body: { devicetype: params.deviceType },
  });
}

/** Network-side services share one call family; the `servicecode` header names the service. */
export function nwStatus(params: {
  serviceCode: string;
}): Promise<ApiResult<NetworkServiceStatus>> {
  return call<NetworkServiceStatus>({
    method: 'GET',
    path: 'Device/NWStatus',
    headers: { servicecode: params.serviceCode },
  });
}

export function applyNw(params: { serviceCode: string }): Promise<ApiResult<NetworkServiceStatus>> {
  return call<NetworkServiceStatus>({
    method: 'POST',
    path: 'Device/ApplyNW',
    headers: { servicecode: params.serviceCode },
  });
}

export function cancelNw(params: {
  serviceCode: string;
}): Promise<ApiResult<NetworkServiceStatus>> {
  return call<NetworkServiceStatus>({
    method: 'POST',
    path: 'Device/CancelNW',
    headers: { servicecode: params.serviceCode },
  });
}

export function getBarringStatus(): Promise<ApiResult<BarringStatus>> {
  return call<BarringStatus>({ method: 'GET', path: 'Device/BIBRStatus' });
}

/** First step of barring: sends an SMS code to the number. */
export function bibrApply(params: { type: BarringKind }): Promise<ApiResult<BarringChallenge>> {
  return call<BarringChallenge>({ method: 'POST', path: 'Device/BIBRApply', body: params });
}

export function bibrCancel(params: { type: BarringKind }): Promise<ApiResult<BarringChallenge>> {
  return call<BarringChallenge>({ method: 'POST', path: 'Device/BIBRCancel', body: params });
}

/** Second step: the session of step 1 and the SMS code; answers the new status. */
export function bibrApplyStep2(params: {
  sessionId: string;
  otp: string;
}): Promise<ApiResult<BarringStatus>> {
  return call<BarringStatus>({ method: 'POST', path: 'Device/BIBRApplyStep2', body: params });
}

export function bibrCancelStep2(params: {
  sessionId: string;
  otp: string;
}): Promise<ApiResult<BarringStatus>> {
  return call<BarringStatus>({ method: 'POST', path: 'Device/BIBRCancelStep2', body: params });
}

/** Spec 02 §7.3 "GET MergeAcntPrimaryNo": the companion SIMs of the number (deviceno header). */
export function mergeAcntPrimaryNo(): Promise<ApiResult<OneNumberAccount>> {
  return call<OneNumberAccount>({ method: 'GET', path: 'Device/MergeAcntPrimaryNo' });
}

/**
 * Adds a companion SIM to the number (choice: the spec names no call for it). `identifier` is
 * the EID or the SIM serial, digits only; `name` may be ''.
 */
export function mergeAcntAdd(params: {
  kind: CompanionKind;
  identifier: string;
  name: string;
}): Promise<ApiResult<OneNumberAccount>> {
  return call<OneNumberAccount>({ method: 'POST', path: 'Device/MergeAcntAdd', body: params });
}

/** Removes a companion SIM from the number (choice: the spec names no call for it). */
export function mergeAcntRemove(params: { simId: string }): Promise<ApiResult<OneNumberAccount>> {
  return call<OneNumberAccount>({ method: 'POST', path: 'Device/MergeAcntRemove', body: params });
}
