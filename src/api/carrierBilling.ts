import { call } from './call';
import type { ApiResult } from './http';

/**
 * Direct carrier billing (spec 02 §7.2 "mDCB user quota; SetUserQuota {quota}"): how much the
 * current number may charge to its bill each month for small online purchases. The paths are the
 * portal's choice (the spec names the calls only): `mDCB/UserQuota` and `mDCB/SetUserQuota`.
 */

/** mDCB/UserQuota */
export interface CarrierBillingQuota {
  /** The monthly limit now, NT$; 0 means carrier billing is off. */
  quota: number;
  /** Charged so far this month, NT$. */
  used: number;
  /** The limits the customer may choose, NT$, ascending (0 turns it off). */
  steps: number[];
  /** The highest limit this number may have (new numbers get a lower one). */
  maxQuota: number;
}

export function getUserQuota(): Promise<ApiResult<CarrierBillingQuota>> {
  return call<CarrierBillingQuota>({ method: 'GET', path: 'mDCB/UserQuota' });
}

export function setUserQuota(params: { quota: number }): Promise<ApiResult<CarrierBillingQuota>> {
  return call<CarrierBillingQuota>({
    method: 'POST',
    path: 'mDCB/SetUserQuota',
    body: { quota: params.quota },
  });
}
