import { call } from './call';
import type { ApiResult } from './http';

/** SSO/SetSSOAuthInfo: stores the session for a partner and names it by a one-time token. */
export interface SsoAuthToken {
  authToken: string;
}

/** SSO/GetSSOAuthInfo: what a partner learns from the one-time token. */
export interface SsoAuthInfo {
  token: string;
  deviceNo?: string;
  returnUrl?: string;
}

/** Member site /Check: the member site's current session token ('' when none). */
export interface MemberSiteSession {
  token: string;
}

/** Member site /SSO/CHTMember/OtpwCheck_V2: how the portal's token relates to the site's. */
export interface OtpwCheck {
  isMemberLogin: boolean;
  isTheSame: boolean;
}

export function setSsoAuthInfo(): Promise<ApiResult<SsoAuthToken>> {
  return call<SsoAuthToken>({ method: 'POST', path: 'SSO/SetSSOAuthInfo' });
}

export function getSsoAuthInfo(params: { authToken: string }): Promise<ApiResult<SsoAuthInfo>> {
  return call<SsoAuthInfo>({
    method: 'GET',
    path: 'SSO/GetSSOAuthInfo',
    query: { authToken: params.authToken },
  });
}

/** The login check's first question to the member site (spec 01 §4). */
export function checkMemberSiteSession(): Promise<ApiResult<MemberSiteSession>> {
  return call<MemberSiteSession>({ method: 'GET', path: 'Check', target: 'memberSite' });
}

/** The login check's second question; tokens starting with MO are skipped by the caller. */
export function checkOtpw(params: { otpw: string }): Promise<ApiResult<OtpwCheck>> {
  return call<OtpwCheck>({
    method: 'POST',
    path: 'SSO/CHTMember/OtpwCheck_V2',
    target: 'memberSite',
    body: { otpw: params.otpw },
  });
}
