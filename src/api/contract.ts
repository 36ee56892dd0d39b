import { call } from './call';
import type { ApiResult } from './http';
import type { RoamingApplication } from './types/roaming';

/** A rate plan the number may change to (Contract/RatePlanList). */
export interface RatePlan {
  ServiceType: string;
  PackageCode: string;
  name: string;
  monthlyFee: number;
  description?: string;
  isCurrent?: boolean;
}

/** Contract/H5Info: what the embedded H5 page needs; shape not specified. */
export type H5Info = unknown;

export function getRatePlanList(): Promise<ApiResult<RatePlan[]>> {
  return call<RatePlan[]>({ method: 'GET', path: 'Contract/RatePlanList' });
}

export function ratePlanChange(params: {
  serviceType: string;
  packageCode: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'Contract/RatePlanChange',
    body: { ServiceType: params.serviceType, PackageCode: params.packageCode },
  });
}

export function getH5Info(): Promise<ApiResult<H5Info>> {
  return call<H5Info>({ method: 'GET', path: 'Contract/H5Info' });
}

/**
 * Orders a roaming package; the payload is passed through whole (spec 01 §3). The RTK Query
 * mutation invalidates the cached subscription history.
 */
export function applyRoamingToEShop(application: RoamingApplication): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'Contract/ApplyRoamingToEShop',
    body: application,
  });
}

export function applyRoamingToEShopWithTravelInsurance(
  application: RoamingApplication,
): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'Contract/ApplyRoamingToEShopWithTravelInsurance',
    body: application,
  });
}
