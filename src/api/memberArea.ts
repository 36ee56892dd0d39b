import { call, deviceRequired, inputError } from './call';
import type { Coupon } from './coupon';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';

/**
 * The member area of spec 02 §7.2: points QR, benefits, personal content, profile changes,
 * real-name binding (SetDSSN / DeleteDssn / LineBindStatus), adding and removing numbers, sales
 * enquiry consent, push unregister and notification preferences.
 */

/** GET HamiPointQRCode: a short-lived code the store scans to redeem points. */
export interface HamiPointQrCode {
  /** The text the QR code carries, also typed in by the cashier when the scan fails. */
  code: string;
  /** The QR code picture (an image URL, data: as the carrier sends it). */
  image: string;
  /** ISO instant after which the store refuses it. */
  expiresAt: string;
  point: number;
}

/** One benefit the member may redeem (CHTMemberRedeemBenefit {code, seq}). */
export interface MemberBenefit {
  code: string;
  seq: number;
  title: string;
  /** Hami points it costs; 0 when free. */
  points: number;
  /** Last day it can be redeemed, `YYYY-MM-DD`. */
  validUntil: string;
  redeemed: boolean;
}

export interface BenefitRedeemed {
  benefit: MemberBenefit;
  /** The points left after the redemption. */
  point: number;
  /** The coupon the benefit gave, now in the unused coupons (our choice: the spec is silent). */
  coupon?: Coupon;
}

/** GET PersonalContent: articles and offers chosen for the member. */
export interface PersonalContentItem {
  id: string;
  title: string;
  summary: string;
  /** An in-portal path the item leads to. */
  link: string;
}

/**
 * GET CHTMemberProfile: the profile (spec 02 §3 member info fields). `customerId` tells a company
 * apart: 8 characters (a tax id) is a company (spec 02 §6).
 */
export interface ChtMemberProfile {
  sn: string;
  account: string;
  customerId: string;
  name: string;
  nickname: string;
  mobile: string;
  mail: string;
  /** `YYYY-MM-DD`; '' when unknown (companies). */
  birthday: string;
}

export type LineKind = 'mobile' | 'tel' | 'hn' | 'household';

/** One line proved to belong to the member's person id (LineBindStatus). */
export interface LineBinding {
  deviceNo: string;
  kind: LineKind;
  /** ISO instant of the binding. */
  boundAt: string;
}

/** GET LineBindStatus: the person id bound to the member (masked by the screen) and its lines. */
export interface LineBindStatus {
  /** The person id the member is bound to; '' while unbound. */
  pid: string;
  lines: LineBinding[];
}

/** SetDSSN step 1: the code was sent (SMS, a call to the landline, or the HN contact mobile). */
export interface DssnCodeSent {
  /** Where the code went, masked by the carrier. */
  sentTo: string;
  expiresIn: number;
}

/** AddDevice step 1 (the code was sent to the number) or step 2 (the number joined the menu). */
export interface AddDeviceReply {
  step: 1 | 2;
  sentTo?: string;
}

/** GET DisplaySalesEnquiry: whether a number may be contacted about offers. */
export interface SalesEnquiry {
  deviceNo: string;
  consent: boolean;
}

export type NotifyType = 'bill' | 'usage' | 'roaming' | 'service' | 'marketing';
export const NOTIFY_TYPES: readonly NotifyType[] = [
  'bill',
  'usage',
  'roaming',
  'service',
  'marketing',
];

/** One notification type's channels (CHTMember/NotifySettings, the portal's choice of call). */
export interface NotifySetting {
  type: NotifyType;
  sms: boolean;
  email: boolean;
  push: boolean;
}

/** An app installation registered for push (listed with the settings). */
export interface PushRegistration {
  pushId: string;
  deviceName: string;
  registeredAt: string;
}

export interface NotifySettings {
  settings: NotifySetting[];
  pushRegistrations: PushRegistration[];
}

/** The member may hold a person id of 8 to 15 letters and digits (spec 02 §5.2). */
const SSN_PATTERN = /^[A-Z0-9]{8,15}$/;

export function getHamiPointQrCode(): Promise<ApiResult<HamiPointQrCode>> {
  return call<HamiPointQrCode>({ method: 'GET', path: 'CHTMember/HamiPointQRCode' });
}

export function getMemberBenefits(): Promise<ApiResult<MemberBenefit[]>> {
  return call<MemberBenefit[]>({ method: 'GET', path: 'CHTMember/HamiPointBanners' });
}

export function redeemBenefit(params: {
  code: string;
  seq: number;
}): Promise<ApiResult<BenefitRedeemed>> {
  return call<BenefitRedeemed>({
    method: 'POST',
    path: 'CHTMember/CHTMemberRedeemBenefit',
    body: { code: params.code, seq: params.seq },
  });
}

export function getPersonalContent(): Promise<ApiResult<PersonalContentItem[]>> {
  return call<PersonalContentItem[]>({ method: 'GET', path: 'CHTMember/PersonalContent' });
}

export function getChtMemberProfile(): Promise<ApiResult<ChtMemberProfile>> {
  return call<ChtMemberProfile>({ method: 'GET', path: 'CHTMember/CHTMemberProfile' });
}

export function updateName(params: { name: string }): Promise<ApiResult<ChtMemberProfile>> {
  return call<ChtMemberProfile>({
    method: 'POST',
    path: 'CHTMember/UpdateName',
    body: { name: params.name.trim() },
  });
}

export function updateBirthday(params: { birthday: string }): Promise<ApiResult<ChtMemberProfile>> {
  return call<ChtMemberProfile>({
    method: 'POST',
    path: 'CHTMember/UpdateBirthday',
    body: { birthday: params.birthday },
  });
}

/** CHTMember/UpdateNickname (the portal's choice of call: the spec names none). */
export function updateNickname(params: { nickname: string }): Promise<ApiResult<ChtMemberProfile>> {
  return call<ChtMemberProfile>({
    method: 'POST',
    path: 'CHTMember/UpdateNickname',
    body: { nickname: params.nickname.trim() },
  });
}

/** A code went to the new e-mail address (CHTMember/SendMailCode). */
export interface MailCodeSent {
  /** The address the code went to, as the carrier shows it. */
  sentTo: string;
  /** Seconds the code stays good. */
  expiresIn: number;
}

/** Step 1 of an e-mail change (the portal's choice of call): a code goes to the new address. */
export function sendMailCode(params: { mail: string }): Promise<ApiResult<MailCodeSent>> {
  return call<MailCodeSent>({
    method: 'POST',
    path: 'CHTMember/SendMailCode',
    body: { mail: params.mail.trim() },
  });
}

/** Step 2 of an e-mail change (the portal's choice of call): the code makes the address count. */
export function updateMail(params: {
  mail: string;
  code: string;
}): Promise<ApiResult<ChtMemberProfile>> {
  return call<ChtMemberProfile>({
    method: 'POST',
    path: 'CHTMember/UpdateMail',
    body: { mail: params.mail.trim(), code: params.code.replace(/\s/g, '') },
  });
}

/** After a profile change: the carrier's cached member info is dropped, the next read is fresh. */
export function removeChtMemberCache(): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'CHTMember/RemoveCHTMemberCache' });
}

export function getLineBindStatus(): Promise<ApiResult<LineBindStatus>> {
  return call<LineBindStatus>({ method: 'GET', path: 'CHTMember/LineBindStatus' });
}

/**
 * SetDSSN step 1: asks for a code that proves the member holds `deviceNo` of `kind`. The person
 * id goes in the `ssn` header, trimmed and upper-cased (spec 01 §5).
 */
export function setDssnSendCode(params: {
  kind: LineKind;
  deviceNo: string;
  ssn: string;
}): Promise<ApiResult<DssnCodeSent>> {
  const ssn = normalizePid(params.ssn);
  if (params.deviceNo.trim() === '') return deviceRequired();
  if (!SSN_PATTERN.test(ssn)) return inputError('Person id is not valid');
  return call<DssnCodeSent>({
    method: 'POST',
    path: 'CHTMember/SetDSSN',
    headers: { ssn },
    body: { step: 1, type: params.kind, deviceno: params.deviceNo.trim() },
  });
}

/** SetDSSN step 2: the code (`code` header) binds the person id to the member. */
export function setDssnConfirm(params: {
  kind: LineKind;
  deviceNo: string;
  ssn: string;
  code: string;
}): Promise<ApiResult<LineBindStatus>> {
  const ssn = normalizePid(params.ssn);
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<LineBindStatus>({
    method: 'POST',
    path: 'CHTMember/SetDSSN',
    headers: { ssn, code: params.code.trim() },
    body: { step: 2, type: params.kind, deviceno: params.deviceNo.trim() },
  });
}

/** DeleteDssn: unbinds one line (deviceno header); the last one unbinds the person id. */
export function deleteDssn(params: { deviceNo: string }): Promise<ApiResult<LineBindStatus>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<LineBindStatus>({
    method: 'POST',
    path: 'CHTMember/DeleteDssn',
    headers: { deviceno: params.deviceNo.trim() },
  });
}

/**
 * AddDevice (deviceno header): step 1 sends a code to the number after checking the holder's
 * person id; step 2 with the code adds it to the member's menu.
 */
export function addDevice(params: {
  deviceNo: string;
  pid: string;
  code?: string;
}): Promise<ApiResult<AddDeviceReply>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  const code = params.code?.trim() ?? '';
  return call<AddDeviceReply>({
    method: 'POST',
    path: 'CHTMember/AddDevice',
    headers: { deviceno: params.deviceNo.trim() },
    body: { pid: normalizePid(params.pid), ...(code === '' ? {} : { code }) },
  });
}

export function removeDevice(params: { deviceNo: string }): Promise<ApiResult<unknown>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<unknown>({
    method: 'POST',
    path: 'CHTMember/RemoveDevice',
    headers: { deviceno: params.deviceNo.trim() },
  });
}

/** CleanDeviceMenu: drops the cached menu and the member's own order, names and hidden flags. */
export function cleanDeviceMenu(): Promise<ApiResult<null>> {
  return call<null>({ method: 'POST', path: 'CHTMember/CleanDeviceMenu' });
}

export function displaySalesEnquiry(params: {
  deviceNo: string;
}): Promise<ApiResult<SalesEnquiry>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<SalesEnquiry>({
    method: 'GET',
    path: 'CHTMember/DisplaySalesEnquiry',
    headers: { deviceno: params.deviceNo },
  });
}

export function setDeviceSalesType(params: {
  deviceNo: string;
  consent: boolean;
}): Promise<ApiResult<SalesEnquiry>> {
  if (params.deviceNo.trim() === '') return deviceRequired();
  return call<SalesEnquiry>({
    method: 'POST',
    path: 'CHTMember/SetDeviceSalesType',
    headers: { deviceno: params.deviceNo, consent: params.consent ? 'Y' : 'N' },
  });
}

/** The notification preferences; the path is the portal's choice (the spec names none). */
export function getNotifySettings(): Promise<ApiResult<NotifySettings>> {
  return call<NotifySettings>({ method: 'GET', path: 'CHTMember/NotifySettings' });
}

export function setNotifySetting(setting: NotifySetting): Promise<ApiResult<NotifySettings>> {
  return call<NotifySettings>({
    method: 'POST',
    path: 'CHTMember/SetNotifySettings',
    body: { ...setting },
  });
}

/** Profile Unregister {PushId}: this app installation gets no more push messages. */
export function unregister(params: { pushId: string }): Promise<ApiResult<NotifySettings>> {
  return call<NotifySettings>({
    method: 'POST',
    path: 'Profile/Unregister',
    body: { PushId: params.pushId },
  });
}
