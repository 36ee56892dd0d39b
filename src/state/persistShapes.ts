import {
  arrayOf,
  INVALID,
  isPlainRecord,
  jsonValueOf,
  nullable,
  optional,
  readBoolean,
  readFiniteNumber,
  shape,
  stringOf,
  withDefault,
  type Reader,
} from '../lib/safeJson';
import { emptyShownAnnouncements } from './client';
import { initialPrepaidState, type PrepaidState } from './prepaid';
import type { Device, MemberInfo } from '../api/types/member';
import {
  ANNOUNCEMENT_GROUPS,
  BINDING_TYPE_SMS,
  DEFAULT_VIP_LEVEL,
  DEVICE_TYPE_MOBILE,
  type AnnouncementGroup,
} from './types';

/**
 * The persisted keys and their shapes (see persist.ts). A stored value is copied field by field:
 * unknown keys are dropped, a missing field takes its default, a field of the wrong type makes
 * the whole key unreadable.
 */
export const APP_INIT_KEY = 'appInitInfo';
export const MEMBER_KEY = 'CHTMemberInfo';
export const DEVICE_MENU_KEY = 'DeviceMenu';

/** Plain-text caps; with RemindPeriodInfo's 4,000 the four keys stay under 50 KB. */
export const PERSIST_MAX_CHARS = {
  [APP_INIT_KEY]: 12_000,
  [MEMBER_KEY]: 14_000,
  [DEVICE_MENU_KEY]: 20_000,
} as const;
export type PersistKey = keyof typeof PERSIST_MAX_CHARS;
export const PERSIST_KEYS = Object.keys(PERSIST_MAX_CHARS) as PersistKey[];

export type PersistedPrepaid = Pick<
  PrepaidState,
  'token' | 'ivrNo' | 'expire' | 'language' | 'rememberMe'
>;

export interface AppInitInfo {
  identifier: string;
  language: string;
  isLogin: boolean;
  loginType: string;
  deviceNo: string;
  vipLevel: number;
  vipInfo: Record<string, unknown> | null;
  isCompanyTaxId: boolean;
  alreadyShownAnnouncement: Record<AnnouncementGroup, string[]>;
  ssoBackPath: string;
  selectedDeviceType: string;
  prepaid: PersistedPrepaid | null;
}

export interface MemberRecord {
  token: string;
  expire: number;
  chtMemberInfo: MemberInfo | null;
}

export interface DeviceMenuCache {
  devices: Device[];
  fetchedAt: number;
}

const text = (max: number, fallback = '') => withDefault(stringOf(max), fallback);
const nonEmpty =
  (reader: Reader<string>): Reader<string> =>
  (value) => {
    const read = reader(value);
    return read === '' ? INVALID : read;
  };
const readJsonRecord: Reader<Record<string, unknown>> = (value) => {
  if (!isPlainRecord(value)) return INVALID;
  const read = jsonValueOf()(value);
  return read === INVALID ? INVALID : (read as Record<string, unknown>);
};

const readDevice = shape<Device>({
  deviceNo: nonEmpty(stringOf(40)),
  NoAreaDeviceNo: text(40),
  AliasOfCustom: text(200),
  AliasOfDefault: text(200),
  deviceType: text(40, DEVICE_TYPE_MOBILE),
  BindingType: text(40, BINDING_TYPE_SMS),
  PidHash: text(200),
  AttachedNo: text(40),
  contractRate: text(200),
  index: withDefault(readFiniteNumber, 0),
  show: withDefault(readBoolean, true),
});
const readDevices = arrayOf(readDevice, 200);

const readMemberInfo = shape<MemberInfo>({
  sn: stringOf(100),
  account: optional(stringOf(200)),
  name: text(200),
  nickname: text(200),
  mobile: text(40),
  mail: text(320),
  birthday: text(40),
  devices: withDefault(readDevices, []),
  pid: optional(stringOf(40)),
  hamipoint: optional(readFiniteNumber),
});

export const readMemberRecord = shape<MemberRecord>({
  token: stringOf(4_000),
  expire: readFiniteNumber,
  chtMemberInfo: withDefault(nullable(readMemberInfo), null),
});

export const readDeviceMenu = shape<DeviceMenuCache>({
  devices: readDevices,
  fetchedAt: readFiniteNumber,
});

const readShownAnnouncements = shape<Record<AnnouncementGroup, string[]>>(
  Object.fromEntries(
    ANNOUNCEMENT_GROUPS.map((group) => [group, withDefault(arrayOf(stringOf(2_000), 100), [])]),
  ) as Record<AnnouncementGroup, Reader<string[]>>,
);

const readPrepaid = shape<PersistedPrepaid>({
  token: stringOf(200),
  ivrNo: text(40),
  expire: withDefault(readFiniteNumber, 0),
  language: text(20, initialPrepaidState.language),
  rememberMe: withDefault(readBoolean, false),
});

export const readAppInit = shape<AppInitInfo>({
  identifier: text(100),
  language: text(20),
  isLogin: withDefault(readBoolean, false),
  loginType: text(40),
  deviceNo: text(40),
  vipLevel: withDefault(readFiniteNumber, DEFAULT_VIP_LEVEL),
  vipInfo: withDefault(nullable(readJsonRecord), null),
  isCompanyTaxId: withDefault(readBoolean, false),
  alreadyShownAnnouncement: withDefault(readShownAnnouncements, emptyShownAnnouncements()),
  ssoBackPath: text(2_000),
  selectedDeviceType: text(40, DEVICE_TYPE_MOBILE),
  prepaid: withDefault(nullable(readPrepaid), null),
});
