import { call } from './call';
import type { ApiResult } from './http';

/** Mobile/AlertSetting: usage alerts of the number; the fields are not specified. */
export type AlertSetting = Record<string, unknown>;

/**
 * The fields of an AlertSetting the portal reads and writes (/UsageNotify); the carrier may send
 * more, which are passed back unchanged.
 */
export interface UsageAlertFields {
  /** Alert when the month's data use passes dataThreshold percent of the allowance. */
  dataAlert: boolean;
  dataThreshold: number;
  /** Alert when the month's charges pass amountLimit NT$. */
  amountAlert: boolean;
  amountLimit: number;
  notifyBy: 'sms' | 'email';
  email: string;
}

/** Whether the number is in service, barred for outgoing calls only, or barred both ways. */
export type SuspendState = 'normal' | 'oneWaySuspended' | 'twoWaySuspended';

/** Mobile/TelSuspendStatus */
export interface TelSuspendStatus {
  status: SuspendState;
  /** ISO instant the current suspension started; absent while in service. */
  suspendedSince?: string;
  /**
   * ISO instant until which the service password is locked after too many wrong tries; absent
   * when it is not locked. Suspending and resuming wait until then.
   */
  passwordLockedUntil?: string;
}

/** One billed month of the suggestion: what it cost and what the suggested plan would have. */
export interface SuggestionMonth {
  /** YYYYMM */
  month: string;
  dataGb: number;
  voiceMinutes: number;
  /** Minutes past the current plan's free minutes, charged per minute. */
  currentExtraMinutes?: number;
  /** Minutes past the suggested plan's free minutes. */
  suggestedExtraMinutes?: number;
  currentFee: number;
  suggestedFee: number;
}

/** Mobile/RatePlanSuggestion: the plan that would suit the number's usage. */
export interface RatePlanSuggestion {
  currentPlan: string;
  suggestedPlan: string;
  /** Average monthly saving (NT$) over the months below; 0 or less: the current plan suits. */
  estimatedSaving?: number;
  currentPackageCode?: string;
  suggestedPackageCode?: string;
  /** NT$ a minute past a plan's free minutes, as the costs below count it. */
  extraMinuteFee?: number;
  months?: SuggestionMonth[];
}

export function getAlertSetting(): Promise<ApiResult<AlertSetting>> {
  return call<AlertSetting>({ method: 'GET', path: 'Mobile/AlertSetting' });
}

/** The settings are passed through whole, as Mobile/AlertSetting returned and the user edited. */
export function updateAlertSetting(setting: AlertSetting): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'Mobile/UpdateAlertSetting', body: setting });
}

export function getTelSuspendStatus(): Promise<ApiResult<TelSuspendStatus>> {
  return call<TelSuspendStatus>({ method: 'GET', path: 'Mobile/TelSuspendStatus' });
}

type SuspendResumeCall =
  'TelOneWayResume' | 'TelTwoWayResume' | 'TelOneWaySuspend' | 'TelTwoWaySuspend';

/** Each answers the status after the change. */
function suspendResume(
  name: SuspendResumeCall,
  passwd: string,
): Promise<ApiResult<TelSuspendStatus>> {
  return call<TelSuspendStatus>({ method: 'POST', path: `Mobile/${name}`, body: { passwd } });
}

export function telOneWayResume(params: { passwd: string }): Promise<ApiResult<TelSuspendStatus>> {
  return suspendResume('TelOneWayResume', params.passwd);
}

export function telTwoWayResume(params: { passwd: string }): Promise<ApiResult<TelSuspendStatus>> {
  return suspendResume('TelTwoWayResume', params.passwd);
}

export function telOneWaySuspend(params: { passwd: string }): Promise<ApiResult<TelSuspendStatus>> {
  return suspendResume('TelOneWaySuspend', params.passwd);
}

export function telTwoWaySuspend(params: { passwd: string }): Promise<ApiResult<TelSuspendStatus>> {
  return suspendResume('TelTwoWaySuspend', params.passwd);
}

export function getRatePlanSuggestion(): Promise<ApiResult<RatePlanSuggestion>> {
  return call<RatePlanSuggestion>({ method: 'GET', path: 'Mobile/RatePlanSuggestion' });
}
