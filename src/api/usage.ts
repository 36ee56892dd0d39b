import { call, deviceRequired } from './call';
import type { ApiResult } from './http';

/**
 * Usage of a mobile number in the current billing cycle and of a broadband line over the last
 * 12 months. The spec names the /MobileUsage screen but no call, and lists GET InternetUsage
 * under fixed line without a prefix: both paths are the portal's choice (docs/api.md). The
 * monthly data history of a mobile number is Bill/DataUsageHistory in bill.ts.
 */

/** Data beyond the plan this cycle, in MB (the add-on and 5G sharing calls change it). */
export interface ExtraData {
  addonMB: number;
  /** Received from other numbers minus given to them; negative when it gave more. */
  sharedMB: number;
}

/** One day of a mobile number's use. */
export interface MobileUsageDay {
  /** `YYYY-MM-DD`, Taipei. */
  date: string;
  dataMB: number;
  voiceMinutes: number;
  sms: number;
}

export interface MobileUsage {
  deviceNo: string;
  /** First and last day of the billing cycle (`YYYY-MM-DD`). */
  cycleStart: string;
  cycleEnd: string;
  /** When the carrier last measured the use (ISO instant). */
  updatedAt: string;
  /** Data of the cycle in MB (the plan's plus `extraData`); null for an unlimited plan. */
  dataAllowanceMB: number | null;
  /** Data beyond the plan this cycle: add-ons running, and shared to (+) or from (-) it. */
  extraData?: ExtraData;
  totals: { dataMB: number; voiceMinutes: number; sms: number };
  /** The cycle's days so far, oldest first. */
  days: MobileUsageDay[];
}

/** One month of a broadband line's traffic. */
export interface InternetUsageMonth {
  /** `YYYYMM` */
  month: string;
  downloadMB: number;
  uploadMB: number;
}

export interface InternetUsage {
  deviceNo: string;
  cycleStart: string;
  cycleEnd: string;
  updatedAt: string;
  /** The line's speed tier as the carrier names it ('500M'); null when the plan names none. */
  speedTier: string | null;
  /** The last 12 months, oldest first; the last one is the running cycle. */
  months: InternetUsageMonth[];
}

/** The current cycle's use of a mobile number (GET Mobile/MobileUsage, choice of path). */
export function getMobileUsage(params: { deviceNo: string }): Promise<ApiResult<MobileUsage>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<MobileUsage>({
    method: 'GET',
    path: 'Mobile/MobileUsage',
    headers: { deviceno: params.deviceNo },
  });
}

/** Twelve months of a broadband line's traffic (GET FixedLine/InternetUsage, choice of prefix). */
export function getInternetUsage(params: { deviceNo: string }): Promise<ApiResult<InternetUsage>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<InternetUsage>({
    method: 'GET',
    path: 'FixedLine/InternetUsage',
    headers: { deviceno: params.deviceNo },
  });
}
