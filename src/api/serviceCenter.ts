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
 * logged in. Every ServiceCenter call goes to the enterprise API host (bearer token and api-key
 * added by enterprise.ts, with the session headers as usual); IamToken is enterprise.ts's alone.
 * ServiceCenter/StoreList is our name (choice): the spec names no call that lists the stores.
 */

const blankToUndefined = (value?: string) => (value === '' ? undefined : value);

/** The stores, optionally of one city and district (choice: the spec names no list call). */
export function getServiceCenterList(params: {
  city?: string;
  district?: string;
}): Promise<ApiResult<ServiceCenterInfo[]>> {
  return call<ServiceCenterInfo[]>({
    method: 'GET',
    path: 'ServiceCenter/StoreList',
    target: 'enterprise',
    query: { city: blankToUndefined(params.city), district: blankToUndefined(params.district) },
  });
}

/** A visitor's mobile and the captcha pair (`captcha` the challenge, `code` what was typed). */
export interface VisitorOtpRequest {
  mobileNo: string;
  captcha: string;
  code: string;
}

/** Sends an OTP to a visitor's mobile, guarded by a captcha. */
export function getServiceCenterOtpWithCaptcha(
  params: VisitorOtpRequest,
): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'GET',
    path: 'ServiceCenter/GetOTPWithCaptcha',
    target: 'enterprise',
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
    target: 'enterprise',
    headers: { storeid: params.storeId },
  });
}

export function getStoreBookableInfoForAll(params: {
  storeId: string;
}): Promise<ApiResult<StoreBookableInfo>> {
  return call<StoreBookableInfo>({
    method: 'GET',
    path: 'ServiceCenter/StoreBookableInfo_ForAll',
    target: 'enterprise',
    headers: { storeid: params.storeId },
  });
}

export function queryBookingInfo(): Promise<ApiResult<BookingInfo[]>> {
  return call<BookingInfo[]>({
    method: 'GET',
    path: 'ServiceCenter/QueryBookingInfo',
    target: 'enterprise',
  });
}

/** A visitor's bookings: the mobile they booked with and the SMS code sent to it (headers). */
export function queryBookingInfoForAll(params: {
  mobileNo: string;
  otp: string;
}): Promise<ApiResult<BookingInfo[]>> {
  return call<BookingInfo[]>({
    method: 'GET',
    path: 'ServiceCenter/QueryBookingInfo_ForAll',
    target: 'enterprise',
    headers: { mobileno: params.mobileNo, otp: params.otp.trim() },
  });
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
    target: 'enterprise',
    body: booking,
  });
}

export function bookingStoreForAll(booking: BookingRequest): Promise<ApiResult<BookingReceipt>> {
  return call<BookingReceipt>({
    method: 'POST',
    path: 'ServiceCenter/BookingStore_ForAll',
    target: 'enterprise',
    body: booking,
  });
}

/** Sent as a form body (application/x-www-form-urlencoded), as the carrier expects. */
export function cancelBooking(params: { receiveNo: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'ServiceCenter/CancelBooking',
    target: 'enterprise',
    body: { receiveno: params.receiveNo },
    form: true,
  });
}

/** A visitor cancels with the mobile they booked with and its SMS code (headers). */
export function cancelBookingForAll(params: {
  receiveNo: string;
  mobileNo: string;
  otp: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'ServiceCenter/CancelBooking_ForAll',
    target: 'enterprise',
    headers: { mobileno: params.mobileNo, otp: params.otp.trim() },
    body: { receiveno: params.receiveNo },
    form: true,
  });
}
