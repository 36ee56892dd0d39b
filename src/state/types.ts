/**
 * Entities of spec 01 §3 and spec 02 §3 held in client state. The API's own entities (`Device`,
 * `MemberInfo`) are in api/types/member.ts: state builds on api, never the reverse.
 */

export const DEVICE_TYPE_MOBILE = 'mobile';
export const BINDING_TYPE_SMS = 'legalSMS';

export type LoginType = '' | 'chtmember' | 'sms' | 'prepaid' | 'enterprise' | (string & {});
export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type EmbeddedSource = 'APP' | 'PREPAID' | 'CHAT' | 'ENTAPP';
export const EMBEDDED_SOURCES: readonly EmbeddedSource[] = ['APP', 'PREPAID', 'CHAT', 'ENTAPP'];

/** Announcement groups of spec 01 §2 (the popup) with their layout tags. */
export const ANNOUNCEMENT_GROUPS = [
  'all',
  'home',
  'home-nologin',
  'login',
  'bill',
  'billpay',
  'roaming',
] as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number];

export interface EmbeddedParameters {
  isOuterFunction?: string;
  systemversion?: string;
  appversion?: string;
  idfa?: string;
  adid?: string;
  language?: string;
  AttachedNo?: string;
  DeviceType?: string;
  alreadyShownAnnouncement?: string[];
}

export const DEFAULT_VIP_LEVEL = 9999;
/** Member token expiry: 2 h (spec 01 §9). */
export const MEMBER_TOKEN_TTL_MS = 7_200_000;
/** Prepaid session token: about 10 minutes (spec 02 §4.7). */
export const PREPAID_TOKEN_TTL_MS = 600_000;
