import { call, deviceRequired } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';
import type {
  RoamingCouponInfo,
  RoamingOrder,
  RoamingOrderDetail,
  RoamingPlanSuggestion,
  RoamingRefill,
  RoamingSettings,
  RoamingUsage,
  RoamingUsingInfo,
  SpendCap,
  SpendCapSettings,
  SubscriptionInfo,
} from './types/roaming';

/** Roaming (RSC). ApplyRoamingToEShop and its travel-insurance twin live in contract.ts. */

export function getSubscriptionInfo(): Promise<ApiResult<SubscriptionInfo>> {
  return call<SubscriptionInfo>({ method: 'GET', path: 'RSC/SubscriptionInfo' });
}

export interface RoamingPlanQuery {
  country: string;
  startDatetime: string;
  endDatetime: string;
  travelDay: number;
}

export function getRoamingPlanSuggestion(
  params: RoamingPlanQuery,
): Promise<ApiResult<RoamingPlanSuggestion>> {
  return call<RoamingPlanSuggestion>({
    method: 'GET',
    path: 'RSC/RoamingPlanSuggestion',
    query: {
      country: params.country,
      startDatetime: params.startDatetime,
      endDatetime: params.endDatetime,
      travelDay: params.travelDay,
    },
  });
}

export function getSubrDataUsage(): Promise<ApiResult<RoamingUsage>> {
  return call<RoamingUsage>({ method: 'GET', path: 'RSC/GetSubrDataUsage' });
}

export function getRoamingUsingInfo(): Promise<ApiResult<RoamingUsingInfo>> {
  return call<RoamingUsingInfo>({ method: 'GET', path: 'RSC/RoamingUsingInfo' });
}

export function getRefillHistory(params: {
  packageId: string;
  orderDate: string;
}): Promise<ApiResult<RoamingRefill[]>> {
  return call<RoamingRefill[]>({
    method: 'GET',
    path: 'RSC/GetRefillHistory',
    headers: { packageid: params.packageId, orderdate: params.orderDate },
  });
}

export interface ProvisionRateplanParams {
  packageId: string;
  startDate: string;
  endDate: string;
  pid: string;
}

function provisionHeaders(params: ProvisionRateplanParams) {
  return {
    packageid: params.packageId,
    startdate: params.startDate,
    enddate: params.endDate,
    pid: normalizePid(params.pid),
  };
}

/**
 * Whether the pass may be provisioned for those dates, and if not why: the carrier's wording, and
 * the refusal's code where the portal knows it (shown in the interface language).
 */
export interface ProvisionCheck {
  allowed: boolean;
  reason?: string;
  code?: string;
}

export function canProvisionRateplan(
  params: ProvisionRateplanParams,
): Promise<ApiResult<ProvisionCheck>> {
  return call<ProvisionCheck>({
    method: 'POST',
    path: 'RSC/CANProvisionRateplan',
    headers: provisionHeaders(params),
  });
}

export function canOrDacProvisionRateplan(
  params: ProvisionRateplanParams,
): Promise<ApiResult<ProvisionCheck>> {
  return call<ProvisionCheck>({
    method: 'POST',
    path: 'RSC/CanOrDacProvisionRateplan',
    headers: provisionHeaders(params),
  });
}

export function getSubrSettings(): Promise<ApiResult<RoamingSettings>> {
  return call<RoamingSettings>({ method: 'GET', path: 'RSC/GetSubrSettings' });
}

export function setSubrSettings(settings: RoamingSettings): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'RSC/SetSubrSettings',
    headers: {
      switch: settings.switch,
      language: settings.language,
      channel: settings.channel,
      mail: settings.mail,
    },
  });
}

export function getCouponRatePlanInfo(params: {
  sn: string;
}): Promise<ApiResult<RoamingCouponInfo>> {
  return call<RoamingCouponInfo>({
    method: 'POST',
    path: 'RSC/CouponRatePlanInfo',
    headers: { sn: params.sn },
  });
}

export function initRoamingService(): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'RSC/InitRoamingService' });
}

export function getSubscriptionHistory(params: {
  year: number | string;
  month: number | string;
}): Promise<ApiResult<RoamingOrder[]>> {
  return call<RoamingOrder[]>({
    method: 'GET',
    path: 'RSC/GetSubscriptionHistory',
    headers: { year: params.year, month: params.month },
  });
}

/**
 * Needs the unbilled device number (spec 01 §5): without one it fails with "Device number is
 * required" and sends nothing. The number goes in the deviceno header, overriding the session's.
 * Cached 60 s per device by the RTK Query endpoint.
 */
export function getSubscriptionHistoryDetail(params: {
  deviceNo: string;
}): Promise<ApiResult<RoamingOrderDetail[]>> {
  const deviceNo = params.deviceNo.trim();
  if (deviceNo === '') return deviceRequired();
  return call<RoamingOrderDetail[]>({
    method: 'GET',
    path: 'RSC/GetSubscriptionHistoryDetail',
    headers: { deviceno: deviceNo },
  });
}

/**
 * The customer's own monthly roaming spend cap (not in the spec: RSC/GetSpendCap and
 * RSC/SetSpendCap are the portal's choice, shaped like GetSubrSettings).
 */
export function getSpendCap(): Promise<ApiResult<SpendCap>> {
  return call<SpendCap>({ method: 'GET', path: 'RSC/GetSpendCap' });
}

export function setSpendCap(settings: SpendCapSettings): Promise<ApiResult<SpendCap>> {
  return call<SpendCap>({ method: 'POST', path: 'RSC/SetSpendCap', body: settings });
}
