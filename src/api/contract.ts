import { INVALID_FUNCTION_NAME, isInsuranceLogFunction } from '../lib/validators';
import { call, inputError } from './call';
import type { ApiResult } from './http';
import type { RoamingApplication, RoamingOrderResult } from './types/roaming';

/** A rate plan the number may change to (Contract/RatePlanList). */
export interface RatePlan {
  ServiceType: string;
  PackageCode: string;
  name: string;
  monthlyFee: number;
  description?: string;
  isCurrent?: boolean;
  /** Data included each month in GB; null is unlimited. */
  dataGb?: number | null;
  /** Free minutes to other networks each month. */
  voiceMinutes?: number;
  /** On the plan a change is pending to: the first day (YYYY-MM-DD) it applies. */
  pendingFrom?: string;
  /** On the current plan while the contract forbids changes: its last day (YYYY-MM-DD). */
  contractLockedUntil?: string;
}

/** Contract/RatePlanChange: the change is booked and applies from the next billing cycle. */
export interface RatePlanChangeReceipt {
  PackageCode: string;
  name: string;
  /** First day (YYYY-MM-DD) of the billing cycle the new plan applies from. */
  effectiveFrom: string;
}

/** Contract/ApplyVoLTECheck: whether the number's handset and plan allow VoLTE. */
export interface VoLteEligibility {
  /** VoLTE is already on for the number. */
  applied: boolean;
  handsetSupported: boolean;
  planSupported: boolean;
  /** The handset as the network last saw it. */
  handsetModel: string;
  /** The number's current plan. */
  planName: string;
}

/** Contract/ApplyVoLTE */
export interface VoLteApplication {
  appliedAt: string;
}

/**
 * Contract/H5Info (shape ours: the spec names only the call): the companion partner's page for
 * the signed-in member and a one-time token the partner reads with SSO/GetSSOAuthInfo.
 */
export interface H5Info {
  /** The partner's https page; the portal opens it only when its host is on the SSO whitelist. */
  url: string;
  authToken: string;
  /** ISO instant after which the partner can no longer read the token. */
  expiresAt: string;
}

export function getRatePlanList(): Promise<ApiResult<RatePlan[]>> {
  return call<RatePlan[]>({ method: 'GET', path: 'Contract/RatePlanList' });
}

export function ratePlanChange(params: {
  serviceType: string;
  packageCode: string;
}): Promise<ApiResult<RatePlanChangeReceipt>> {
  return call<RatePlanChangeReceipt>({
    method: 'POST',
    path: 'Contract/RatePlanChange',
    body: { ServiceType: params.serviceType, PackageCode: params.packageCode },
  });
}

/** The partner is named by its fixed client key (env.companionClientKey). */
export function getH5Info(params: { clientKey: string }): Promise<ApiResult<H5Info>> {
  return call<H5Info>({ method: 'GET', path: 'Contract/H5Info', query: params });
}

/**
 * Orders a roaming package; the payload is passed through whole (spec 01 §3). The RTK Query
 * mutation invalidates the cached subscription history.
 */
export function applyRoamingToEShop(
  application: RoamingApplication,
): Promise<ApiResult<RoamingOrderResult>> {
  return call<RoamingOrderResult>({
    method: 'POST',
    path: 'Contract/ApplyRoamingToEShop',
    body: application,
  });
}

export function applyRoamingToEShopWithTravelInsurance(
  application: RoamingApplication,
): Promise<ApiResult<RoamingOrderResult>> {
  return call<RoamingOrderResult>({
    method: 'POST',
    path: 'Contract/ApplyRoamingToEShopWithTravelInsurance',
    body: application,
  });
}

/** Roaming subscription with travel insurance (spec 02 §7.9): headers packageid, startdate, enddate. */
export function applyRoamingWithTravelInsurance(params: {
  packageId: string;
  startDate: string;
  endDate: string;
}): Promise<ApiResult<RoamingOrderResult>> {
  return call<RoamingOrderResult>({
    method: 'POST',
    path: 'Contract/ApplyRoamingWithTravelInsurance',
    headers: {
      packageid: params.packageId,
      startdate: params.startDate,
      enddate: params.endDate,
    },
  });
}

/**
 * Logs a step of the travel-insurance offer (spec 02 §7.9, §5.2): the function name must be one
 * of isY, isN, fromEnd, fromRes, clickToNext; any other gives 'Invalid Function name' and sends
 * nothing.
 */
export function insuranceLog(functionName: string): Promise<ApiResult<unknown>> {
  if (!isInsuranceLogFunction(functionName)) return inputError(INVALID_FUNCTION_NAME);
  return call<unknown>({
    method: 'GET',
    path: 'Contract/InsuranceLog',
    query: { function: functionName },
  });
}

/** Spec 02 §7.9 "GET ApplyVoLTECheck" (choice: the Contract/ prefix of its section). */
export function applyVoLteCheck(): Promise<ApiResult<VoLteEligibility>> {
  return call<VoLteEligibility>({ method: 'GET', path: 'Contract/ApplyVoLTECheck' });
}

/** Spec 02 §7.9 "GET ApplyVoLTE": turns VoLTE on for the number in the deviceno header. */
export function applyVoLte(): Promise<ApiResult<VoLteApplication>> {
  return call<VoLteApplication>({ method: 'GET', path: 'Contract/ApplyVoLTE' });
}
