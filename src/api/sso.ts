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
  /** The partner's order the customer continues, when the hand-off named one. */
  orderId?: string;
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

/**
 * What the hand-off is for: the partner's fixed client key (spec 01 §6), and optionally the
 * number and the partner's own order the customer continues.
 */
export interface SsoHandOff {
  clientKey: string;
  deviceNo?: string;
  orderId?: string;
}

export function setSsoAuthInfo(handOff: SsoHandOff): Promise<ApiResult<SsoAuthToken>> {
  return call<SsoAuthToken>({
    method: 'POST',
    path: 'SSO/SetSSOAuthInfo',
    body: {
      clientKey: handOff.clientKey,
      ...(handOff.deviceNo ? { deviceNo: handOff.deviceNo } : {}),
      ...(handOff.orderId ? { orderId: handOff.orderId } : {}),
    },
  });
}

export function getSsoAuthInfo(params: { authToken: string }): Promise<ApiResult<SsoAuthInfo>> {
  return call<SsoAuthInfo>({
    method: 'GET',
    path: 'SSO/GetSSOAuthInfo',
    query: { authToken: params.authToken },
  });
}

/**
 * The member site knows member sessions only. Given the member token, its calls carry that token
 * (none when it is empty) instead of the common token header, which in prepaid mode holds the
 * prepaid token: a member site that saw it would take the member session for another one.
 */
function memberSiteHeaders(memberToken: string | undefined) {
  return memberToken === undefined ? {} : { headers: { token: memberToken } };
}

/** The login check's first question to the member site (spec 01 §4). */
export function checkMemberSiteSession(
  params: { memberToken?: string } = {},
): Promise<ApiResult<MemberSiteSession>> {
  return call<MemberSiteSession>({
    method: 'GET',
    path: 'Check',
    target: 'memberSite',
    ...memberSiteHeaders(params.memberToken),
  });
}

/** The login check's second question; tokens starting with MO are skipped by the caller. */
export function checkOtpw(params: {
  otpw: string;
  memberToken?: string;
}): Promise<ApiResult<OtpwCheck>> {
  return call<OtpwCheck>({
    method: 'POST',
    path: 'SSO/CHTMember/OtpwCheck_V2',
    target: 'memberSite',
    ...memberSiteHeaders(params.memberToken),
    body: { otpw: params.otpw },
  });
}
