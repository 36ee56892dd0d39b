import { call } from './call';
import type { ApiResult } from './http';

/**
 * 5G data sharing inside the household (spec 02 §7.11: profile, real-time shared record, monthly
 * share setting, ShareRealTimeTraffic {shareTargets}, ConfigMonthlyShareSetting {shareSettings},
 * share members log). The giver is the session's current number (the deviceno header). Paths
 * under `Mobile/` and every shape are **choices**: the spec names the calls only. Data in MB.
 */

/** Why a number may not give or receive data (the screen words each code). */
export const SHARE_REFUSALS = {
  notFiveG: 'SHARE_NOT_5G',
  targetNotFiveG: 'TARGET_NOT_5G',
  targetUnlimited: 'TARGET_UNLIMITED',
  targetNotHousehold: 'TARGET_NOT_HOUSEHOLD',
  targetSelf: 'TARGET_SELF',
  overLeft: 'SHARE_OVER_LEFT',
  amountInvalid: 'SHARE_AMOUNT_INVALID',
  lineSuspended: 'LINE_SUSPENDED',
} as const;

export type ShareRefusalCode = (typeof SHARE_REFUSALS)[keyof typeof SHARE_REFUSALS];

/** Another number of the same customer, and whether it can receive data from this one. */
export interface ShareMember {
  deviceNo: string;
  planName: string;
  canReceive: boolean;
  /** Why it cannot receive; absent when it can. */
  reason?: ShareRefusalCode;
}

/** ShareProfile: what the current number may give this month, and to whom. */
export interface ShareProfile {
  deviceNo: string;
  planName: string;
  /** Whether the number may give data at all (a 5G plan); `reason` says why not. */
  canGive: boolean;
  reason?: ShareRefusalCode;
  /** The plan is unlimited: it gives from a monthly sharing quota rather than its allowance. */
  unlimited: boolean;
  /** What it may still give this month. */
  leftMB: number;
  /** What the monthly settings may give in all each month. */
  monthlyLimitMB: number;
  givenMB: number;
  receivedMB: number;
  members: ShareMember[];
}

/** One target of ShareRealTimeTraffic or one line of ConfigMonthlyShareSetting. */
export interface ShareTarget {
  deviceNo: string;
  dataMB: number;
}

/** One gift of data between two numbers of the household. */
export interface ShareRecord {
  shareId: string;
  fromNo: string;
  toNo: string;
  dataMB: number;
  /** ISO instant. */
  at: string;
  kind: 'now' | 'monthly';
}

/** MonthlyShareSetting: what goes to each number on the 1st of every month. */
export interface MonthlyShareSetting {
  settings: ShareTarget[];
  /** The first month (`YYYYMM`) the current settings give, or null when there are none. */
  fromMonth: string | null;
}

export function getShareProfile(): Promise<ApiResult<ShareProfile>> {
  return call<ShareProfile>({ method: 'GET', path: 'Mobile/ShareProfile' });
}

export function shareRealTimeTraffic(
  shareTargets: ShareTarget[],
): Promise<ApiResult<ShareRecord[]>> {
  return call<ShareRecord[]>({
    method: 'POST',
    path: 'Mobile/ShareRealTimeTraffic',
    body: { shareTargets },
  });
}

export function getMonthlyShareSetting(): Promise<ApiResult<MonthlyShareSetting>> {
  return call<MonthlyShareSetting>({ method: 'GET', path: 'Mobile/MonthlyShareSetting' });
}

export function configMonthlyShareSetting(
  shareSettings: ShareTarget[],
): Promise<ApiResult<MonthlyShareSetting>> {
  return call<MonthlyShareSetting>({
    method: 'POST',
    path: 'Mobile/ConfigMonthlyShareSetting',
    body: { shareSettings },
  });
}

/** The current number's one-off gifts, given and received, newest first. */
export function getRealTimeSharedRecord(): Promise<ApiResult<ShareRecord[]>> {
  return call<ShareRecord[]>({ method: 'GET', path: 'Mobile/RealTimeSharedRecord' });
}

/** Every gift between the customer's numbers, one-off and monthly, newest first. */
export function getShareMembersLog(): Promise<ApiResult<ShareRecord[]>> {
  return call<ShareRecord[]>({ method: 'GET', path: 'Mobile/ShareMembersLog' });
}
