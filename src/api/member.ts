import { call, deviceRequired } from './call';
import type { ApiResult } from './http';
import type {
  ChtMemberInfo,
  Device,
  DeviceMenu,
  HamiPoint,
  VipInfo,
  VipLevel,
  WebAuthStatus,
} from './types/member';

/** A token to ask about instead of the session's own (the login check's candidate). */
export interface TokenOverride {
  token?: string;
}

const tokenHeader = ({ token }: TokenOverride) =>
  token === undefined ? {} : { headers: { token } };

/** The member behind the session token. Result -1 means not logged in (spec 01 §8). */
export function getChtMemberInfo(params: TokenOverride = {}): Promise<ApiResult<ChtMemberInfo>> {
  return call<ChtMemberInfo>({
    method: 'GET',
    path: 'Chtmember/CHTMemberInfo',
    encrypted: true,
    ...tokenHeader(params),
  });
}

/** The member's numbers. Also validates SMS/HN/TEL/... tokens: result 1 means valid. */
export function getDeviceMenu(params: TokenOverride = {}): Promise<ApiResult<DeviceMenu>> {
  return call<DeviceMenu>({
    method: 'POST',
    path: 'CHTMember/DeviceMenu',
    encrypted: true,
    ...tokenHeader(params),
  });
}

export function updateDeviceMenuInfo(params: { devices: Device[] }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'CHTMember/UpdateDeviceMenuInfo',
    body: { devices: params.devices },
  });
}

export function resetDeviceMenu(): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'CHTMember/ResetDeviceMenu' });
}

export function getHamiPoint(): Promise<ApiResult<HamiPoint>> {
  return call<HamiPoint>({ method: 'GET', path: 'CHTMember/HamiPoint' });
}

export function getChtVipLevel(): Promise<ApiResult<VipLevel>> {
  return call<VipLevel>({ method: 'GET', path: 'Chtmember/CHTVipLevel' });
}

export function getChtMemberVipLevel(): Promise<ApiResult<VipLevel>> {
  return call<VipLevel>({ method: 'GET', path: 'Chtmember/CHTMemberVIPLevel' });
}

/** The path keeps the carrier's spelling "Indivisual". */
export function getChtVipIndividual(): Promise<ApiResult<VipInfo>> {
  return call<VipInfo>({ method: 'GET', path: 'Chtmember/CHTVIP_Indivisual' });
}

/** `token`: a session other than the member's (the enterprise self-service session). */
export function getChtVipEnterprise(params: { token?: string } = {}): Promise<ApiResult<VipInfo>> {
  return call<VipInfo>({
    method: 'GET',
    path: 'Chtmember/CHTVIP_Enterprise',
    ...(params.token ? { headers: { token: params.token } } : {}),
  });
}

export function getWebAuthStatus(): Promise<ApiResult<WebAuthStatus>> {
  return call<WebAuthStatus>({ method: 'GET', path: 'CHTMember/WebAuthStatus' });
}

/** GET AuthTokenWithCaptcha (spec 02 §7.2): a login challenge and its captcha picture. */
export interface LoginChallenge {
  authToken: string;
  /** An image URL (data: URL) of the captcha the user types. */
  captchaImage: string;
}

/** POST LoginGateway: the member session of a carrier member account login. */
export interface MemberLogin {
  token: string;
  /** Seconds until the token expires, when the carrier says (else the 2 h default). */
  expiresIn?: number;
  memberInfo?: ChtMemberInfo;
}

/** The SMS fast-login preference of /FastLoginSetting (the portal's choice of call). */
export interface FastLoginSetting {
  enabled: boolean;
  /** The mobile number the login page offers for SMS login when enabled. */
  mobile: string;
}

/** The daily check-in board of /SignInBoard (the portal's choice of call). */
export interface SignInBoard {
  /** Check-in days of the current month, `YYYY-MM-DD` (Asia/Taipei). */
  days: string[];
  checkedInToday: boolean;
  /** Consecutive days up to today (or yesterday when not yet checked in today). */
  streak: number;
  pointsPerCheckIn: number;
}

export function getLoginChallenge(): Promise<ApiResult<LoginChallenge>> {
  return call<LoginChallenge>({ method: 'GET', path: 'CHTMember/AuthTokenWithCaptcha' });
}

export function loginGateway(params: {
  authToken: string;
  uid: string;
  pw: string;
}): Promise<ApiResult<MemberLogin>> {
  return call<MemberLogin>({
    method: 'POST',
    path: 'CHTMember/LoginGateway',
    body: { authtoken: params.authToken, uid: params.uid, pw: params.pw },
    encrypted: true,
  });
}

export function getFastLoginSetting(): Promise<ApiResult<FastLoginSetting>> {
  return call<FastLoginSetting>({ method: 'GET', path: 'CHTMember/FastLoginSetting' });
}

export function setFastLoginSetting(params: {
  enabled: boolean;
  mobile: string;
}): Promise<ApiResult<FastLoginSetting>> {
  return call<FastLoginSetting>({
    method: 'POST',
    path: 'CHTMember/SetFastLoginSetting',
    body: { enabled: params.enabled, mobile: params.mobile },
  });
}

export function getSignInBoard(): Promise<ApiResult<SignInBoard>> {
  return call<SignInBoard>({ method: 'GET', path: 'CHTMember/SignInBoard' });
}

export function signInToday(): Promise<ApiResult<SignInBoard>> {
  return call<SignInBoard>({ method: 'POST', path: 'CHTMember/SignIn' });
}

/** POST allowSsoHosts (spec 02 §7.2): hosts whose links may carry the single sign-on. */
export function getAllowSsoHosts(): Promise<ApiResult<string[]>> {
  return call<string[]>({ method: 'POST', path: 'CHTMember/allowSsoHosts' });
}

/** GET DeviceAlias (spec 02 §7.2): the names of one number (the embedded launch's device). */
export type DeviceAlias = Pick<
  Device,
  'deviceNo' | 'NoAreaDeviceNo' | 'AliasOfCustom' | 'AliasOfDefault' | 'deviceType' | 'contractRate'
>;

export function getDeviceAlias(params: {
  token: string;
  deviceNo: string;
}): Promise<ApiResult<DeviceAlias>> {
  if (params.deviceNo === '') return deviceRequired();
  return call<DeviceAlias>({
    method: 'GET',
    path: 'CHTMember/DeviceAlias',
    headers: { token: params.token, deviceno: params.deviceNo },
  });
}
