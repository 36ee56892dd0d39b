import { call } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';
import type { PrepaidOffer, PurchaseRecord, PurchaseResult } from './types/prepaid';

/**
 * Prepaid roaming (spec 02 §7.1 names only "offers and purchase {OfferCode, pid}"): the paths
 * Prepaid/GetRoamingOfferList, Prepaid/PurchaseRoamingOffer and Prepaid/GetRoamingPurchaseHistory
 * are the portal's choice, shaped like the other prepaid calls.
 */

export interface PrepaidRoamingOffer extends PrepaidOffer {
  countries?: string[];
}

export function getRoamingOfferList(params: {
  language: string;
}): Promise<ApiResult<PrepaidRoamingOffer[]>> {
  return call<PrepaidRoamingOffer[]>({
    method: 'GET',
    path: 'Prepaid/GetRoamingOfferList',
    headers: { Language: params.language },
  });
}

export function purchaseRoamingOffer(params: {
  offerCode: string;
  pid: string;
}): Promise<ApiResult<PurchaseResult>> {
  return call<PurchaseResult>({
    method: 'POST',
    path: 'Prepaid/PurchaseRoamingOffer',
    body: { OfferCode: params.offerCode, pid: normalizePid(params.pid) },
  });
}

export function getRoamingPurchaseHistory(
  params: { language?: string } = {},
): Promise<ApiResult<PurchaseRecord[]>> {
  return call<PurchaseRecord[]>({
    method: 'GET',
    path: 'Prepaid/GetRoamingPurchaseHistory',
    ...(params.language ? { headers: { Language: params.language } } : {}),
  });
}
