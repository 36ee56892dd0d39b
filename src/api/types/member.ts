/** A number of the member's (spec 01 §3): what the device menu lists and the store selects. */
export interface Device {
  deviceNo: string;
  NoAreaDeviceNo: string;
  AliasOfCustom: string;
  AliasOfDefault: string;
  /** Default: mobile phone. Others: fixedline, broadband, ... */
  deviceType: string;
  /** Default: legal SMS authentication. */
  BindingType: string;
  PidHash: string;
  AttachedNo: string;
  contractRate: string;
  index: number;
  show: boolean;
}

/** The member entity of spec 01 §3 (Chtmember/CHTMemberInfo). */
export interface MemberInfo {
  sn: string;
  account?: string;
  name: string;
  nickname: string;
  mobile: string;
  mail: string;
  birthday: string;
  devices: Device[];
  pid?: string;
  hamipoint?: number;
}

/** Chtmember/CHTMemberInfo: the member entity of spec 01 §3 and spec 02 §3. */
export type ChtMemberInfo = MemberInfo;

/** CHTMember/DeviceMenu: the numbers the member may switch between. */
export interface DeviceMenu {
  devices: Device[];
}

/** CHTMember/HamiPoint: the member's loyalty points. */
export interface HamiPoint {
  point: number;
  /** Points that lapse at `expiringDate` (ISO date), when the site reports it. */
  expiringPoint?: number;
  expiringDate?: string;
}

/**
 * VIP level (spec 02 §4.8): 0 honoured card, 1 gold, 2 titanium, 3 blue diamond,
 * 4 black diamond; 9999 or anything else a normal account.
 */
export interface VipLevel {
  vipLevel: number;
  /** Enterprise or tax-id customers see no level label and no upgrade link. */
  isCompanyTaxId?: boolean;
}

/** CHTVIP_Indivisual / CHTVIP_Enterprise: what the account card shows. */
export interface VipInfo extends VipLevel {
  levelName?: string;
  /** ISO date until which the level holds. */
  validUntil?: string;
  upgradeUrl?: string;
}

/** CHTMember/WebAuthStatus: whether the member has completed real-name verification. */
export interface WebAuthStatus {
  isAuthenticated: boolean;
  authType?: string;
}
