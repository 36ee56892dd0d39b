import { call } from './call';
import type { ApiResult } from './http';
import { pathSegment } from './normalize';
import type {
  BookingInfo,
  BookingReceipt,
  BookingRequest,
  CurrentWaiting,
  ServiceCenterInfo,
  StoreBookableInfo,
} from './types/serviceCenter';

/**
 * Service-centre bookings. The `_ForAll` calls are the variants for visitors who are not
 * logged in. CurrentWaiting_apim2 and ServiceCenter/{id} go to the enterprise API host (bearer
 * token and api-key added by enterprise.ts); IamToken is enterprise.ts's business alone.
 */

/** Sends an OTP to a visitor's mobile, guarded by a captcha (`captcha` challenge, `code` typed). */
export function getServiceCenterOtpWithCaptcha(params: {
  mobileNo: string;
  captcha: string;
  code: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'GET',
    path: 'ServiceCenter/GetOTPWithCaptcha',
    headers: { mobileno: params.mobileNo, captcha: params.captcha, code: params.code },
  });
}

export function getServiceCenter(params: { id: string }): Promise<ApiResult<ServiceCenterInfo>> {
  return call<ServiceCenterInfo>({
    method: 'GET',
    path: `ServiceCenter/${pathSegment(params.id)}`,
    target: 'enterprise',
  });
}

export function getStoreBookableInfo(params: {
  storeId: string;
}): Promise<ApiResult<StoreBookableInfo>> {
  return call<StoreBookableInfo>({
    method: 'GET',
    path: 'ServiceCenter/StoreBookableInfo',
    headers: { storeid: params.storeId },
  });
}

export function getStoreBookableInfoForAll(params: {
  storeId: string;
}): Promise<ApiResult<StoreBookableInfo>> {
  return call<StoreBookableInfo>({
    method: 'GET',
    path: 'ServiceCenter/StoreBookableInfo_ForAll',
    headers: { storeid: params.storeId },
  });
}

export function queryBookingInfo(): Promise<ApiResult<BookingInfo[]>> {
  return call<BookingInfo[]>({ method: 'GET', path: 'ServiceCenter/QueryBookingInfo' });
}

export function queryBookingInfoForAll(): Promise<ApiResult<BookingInfo[]>> {
  return call<BookingInfo[]>({ method: 'GET', path: 'ServiceCenter/QueryBookingInfo_ForAll' });
}

export function getCurrentWaiting(params: { storeId: string }): Promise<ApiResult<CurrentWaiting>> {
  return call<CurrentWaiting>({
    method: 'GET',
    path: 'ServiceCenter/CurrentWaiting_apim2',
    target: 'enterprise',
    headers: { storeid: params.storeId },
  });
}

export function bookingStore(booking: BookingRequest): Promise<ApiResult<BookingReceipt>> {
  return call<BookingReceipt>({
    method: 'POST',
    path: 'ServiceCenter/BookingStore',
    body: booking,
  });
}

export function bookingStoreForAll(booking: BookingRequest): Promise<ApiResult<BookingReceipt>> {
  return call<BookingReceipt>({
    method: 'POST',
    path: 'ServiceCenter/BookingStore_ForAll',
    body: booking,
  });
}

/** Sent as a form body (application/x-www-form-urlencoded), as the carrier expects. */
export function cancelBooking(params: { receiveNo: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'ServiceCenter/CancelBooking',
    body: { receiveno: params.receiveNo },
    form: true,
  });
}

export function cancelBookingForAll(params: { receiveNo: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'ServiceCenter/CancelBooking_ForAll',
    body: { receiveno: params.receiveNo },
    form: true,
  });
}
