import { call } from './call';
import type { ApiResult } from './http';
import type { VisitorOtpRequest } from './serviceCenter';

/**
 * Sign-language video support: a customer books a video session with a sign-language agent.
 * SignLangage (the carrier's spelling) is a member's; SignLangageNoLogin a visitor's, who proves
 * a mobile with a captcha and an SMS code. Booking payloads are passed through whole (spec 01 §3,
 * spec 02 §3: "sent as payloads whose fields are not shown").
 */
export type SignLanguagePayload = Record<string, unknown>;

/** One session time (Taipei): a day (YYYY-MM-DD) and a start (HH:mm); one booking takes it. */
export interface SignLanguageSlot {
  date: string;
  time: string;
  available: boolean;
}

/** What the session is about (the payload's `topic`). */
export const SIGN_LANGUAGE_TOPICS = ['bill', 'plan', 'fault', 'other'] as const;
export type SignLanguageTopic = (typeof SIGN_LANGUAGE_TOPICS)[number];

/** A booked session; bookingNo cancels it. */
export interface SignLanguageBooking {
  bookingNo: string;
  date: string;
  time: string;
  topic: string;
}

/**
 * BookableInfo: the session times of the next days, and the caller's booking (the member's, or
 * the visitor's once a mobile and its code are given), null when there is none.
 */
export interface SignLanguageBookableInfo {
  slots: SignLanguageSlot[];
  booking: SignLanguageBooking | null;
}

/** A visitor's proof: the mobile and the SMS code sent to it. */
export interface SignLanguageVisitor {
  mobileNo: string;
  otp: string;
}

const visitorHeaders = (visitor?: SignLanguageVisitor) =>
  visitor ? { mobileno: visitor.mobileNo.trim(), otp: visitor.otp.trim() } : undefined;

export function getSignLanguageBookableInfo(): Promise<ApiResult<SignLanguageBookableInfo>> {
  return call<SignLanguageBookableInfo>({ method: 'GET', path: 'SignLangage/BookableInfo' });
}

export function bookSignLanguage(
  payload: SignLanguagePayload,
): Promise<ApiResult<SignLanguageBooking>> {
  return call<SignLanguageBooking>({ method: 'POST', path: 'SignLangage/Book', body: payload });
}

export function cancelSignLanguage(params: { bookingNo: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'SignLangage/Cancel',
    body: { bookingNo: params.bookingNo },
  });
}

/** A visitor's times; with their mobile and code (headers) also their booking. */
export function getSignLanguageBookableInfoNoLogin(
  visitor?: SignLanguageVisitor,
): Promise<ApiResult<SignLanguageBookableInfo>> {
  return call<SignLanguageBookableInfo>({
    method: 'GET',
    path: 'SignLangageNoLogin/BookableInfo',
    headers: visitorHeaders(visitor),
  });
}

/** A visitor's booking: the payload carries `mobile` and `otp` besides the session's fields. */
export function bookSignLanguageNoLogin(
  payload: SignLanguagePayload,
): Promise<ApiResult<SignLanguageBooking>> {
  return call<SignLanguageBooking>({
    method: 'POST',
    path: 'SignLangageNoLogin/Book',
    body: payload,
  });
}

/** A visitor cancels with the mobile they booked with and its code (headers). */
export function cancelSignLanguageNoLogin(
  params: { bookingNo: string } & SignLanguageVisitor,
): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'SignLangageNoLogin/Cancel',
    headers: visitorHeaders(params),
    body: { bookingNo: params.bookingNo },
  });
}

/**
 * (choice) The spec names no call that texts a visitor the code: as for the service centre's
 * visitors, the mobile and the captcha pair go as headers, within the no-login family.
 */
export function getSignLanguageOtpWithCaptcha(
  params: VisitorOtpRequest,
): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'GET',
    path: 'SignLangageNoLogin/GetOTPWithCaptcha',
    headers: {
      mobileno: params.mobileNo.trim(),
      captcha: params.captcha,
      code: params.code.trim(),
    },
  });
}
