import { call } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';
import type {
  DaBalance,
  DaInfo,
  FunctionConfig,
  PrepaidLogin,
  PrepaidOffer,
  PrepaidSubscriber,
  PurchaseRecord,
  PurchaseResult,
  RefillResult,
  TopUpRecord,
  UpgradeResult,
} from './types/prepaid';

/**
 * Prepaid self-service (spec 01 §7, spec 02 §7.1). The prepaid session token travels in the
 * common `token` header (http.ts takes it from the prepaid state). Roaming offers: prepaidRoaming.ts.
 */

export function getSubscriberDaBalances(): Promise<ApiResult<DaBalance[]>> {
  return call<DaBalance[]>({ method: 'GET', path: 'Prepaid/GetSubscriberDABalances' });
}

/** Plan names come in the language of the optional Language header. */
export function getSubscriberDaInfos(
  params: { language?: string } = {},
): Promise<ApiResult<DaInfo[]>> {
  return call<DaInfo[]>({
    method: 'GET',
    path: 'Prepaid/GetSubscriberDAInfos',
    ...(params.language ? { headers: { Language: params.language } } : {}),
  });
}

/** Logs in with the prepaid number and its 4-digit password, sent as headers. */
export function loginAuth(params: {
  ivrNo: string;
  password: string;
}): Promise<ApiResult<PrepaidLogin>> {
  return call<PrepaidLogin>({
    method: 'GET',
    path: 'Prepaid/LoginAuth',
    headers: { ivrno: params.ivrNo.trim(), password: params.password },
  });
}

export function getSubscriber(): Promise<ApiResult<PrepaidSubscriber>> {
  return call<PrepaidSubscriber>({ method: 'GET', path: 'Prepaid/GetSubscriber' });
}

export function getPrepaidOfferList(params: {
  language: string;
}): Promise<ApiResult<PrepaidOffer[]>> {
  return call<PrepaidOffer[]>({
    method: 'GET',
    path: 'Prepaid/GetPrepaidOfferList',
    headers: { Language: params.language },
  });
}

export function getOfferPurchaseHistory(
  params: { language?: string } = {},
): Promise<ApiResult<PurchaseRecord[]>> {
  return call<PurchaseRecord[]>({
    method: 'GET',
    path: 'Prepaid/GetOfferPurchaseHistory',
    ...(params.language ? { headers: { Language: params.language } } : {}),
  });
}

export function getFunctionConfig(): Promise<ApiResult<FunctionConfig>> {
  return call<FunctionConfig>({ method: 'GET', path: 'Prepaid/GetFunctionConfig' });
}

/**
 * The body is the spec's {IVRNo, CustID} (CustID: ID or passport number); the old and new
 * passwords travel as the headers oldpassword and newpassword (the portal's choice).
 */
export function updatePassword(params: {
  ivrNo: string;
  custId: string;
  oldPassword: string;
  newPassword: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'PUT',
    path: 'Prepaid/UpdatePassword',
    headers: { oldpassword: params.oldPassword, newpassword: params.newPassword },
    body: { IVRNo: params.ivrNo.trim(), CustID: normalizePid(params.custId) },
  });
}

export function updateFunctionConfig(config: FunctionConfig): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'PUT', path: 'Prepaid/UpdateFunctionConfig', body: config });
}

/** Tops up with a scratch-card code (12 or 14 digits, checked by the form). */
export function refillVoucher(params: {
  activationCode: string;
  identityType: string;
}): Promise<ApiResult<RefillResult>> {
  return call<RefillResult>({
    method: 'POST',
    path: 'Prepaid/RefillVoucher',
    body: { ActivationCode: params.activationCode.trim(), identityType: params.identityType },
  });
}

/** Buys a plan from the main-account balance. */
export function refillVoucherLessByMainAccount(params: {
  offerCode: string;
  identityType: string;
}): Promise<ApiResult<PurchaseResult>> {
  return call<PurchaseResult>({
    method: 'POST',
    path: 'Prepaid/RefillVoucherLessByMainAccount',
    body: { OfferCode: params.offerCode, identityType: params.identityType },
  });
}

export function upgrade5GToEShop(params: {
  identityType: string;
}): Promise<ApiResult<UpgradeResult>> {
  return call<UpgradeResult>({
    method: 'POST',
    path: 'Prepaid/Upgrade5GToEShop',
    body: { identityType: params.identityType },
  });
}

/** The top-up record (time and amount). The path is the portal's choice (spec 02 names no call). */
export function getRefillHistory(): Promise<ApiResult<TopUpRecord[]>> {
  return call<TopUpRecord[]>({ method: 'GET', path: 'Prepaid/GetRefillHistory' });
}
