import type { VipInfo } from '../../api/types/member';
import { BINDING_TYPE_SMS } from '../../state/types';
import type { Device, MemberInfo } from '../../api/types/member';
import { sandboxNow } from './clock';
import { hashSeed } from './random';
import { db, mutate, nextSequence } from './state';
import type { CustomerRow, DeviceRow, SessionRow } from './types';

/** A sandbox session lasts as long as the portal's member token (spec 01 §9: 2 h). */
export const SESSION_TTL_MS = 7_200_000;

export function findCustomer(customerId: string): CustomerRow | undefined {
  return db().customers.find((customer) => customer.id === customerId);
}

export function findDevice(deviceNo: string): DeviceRow | undefined {
  return db().devices.find((device) => device.deviceNo === deviceNo);
}

export function devicesOf(customerId: string): DeviceRow[] {
  return db()
    .devices.filter((device) => device.customerId === customerId)
    .sort((left, right) => left.index - right.index);
}

export function createSession(customerId: string): SessionRow {
  if (!findCustomer(customerId)) throw new Error(`No sandbox customer ${customerId}`);
  const sequence = nextSequence();
  const now = sandboxNow();
  const session: SessionRow = {
    token: `sbx-${String(sequence).padStart(4, '0')}-${hashSeed(`${customerId}#${sequence}`).toString(36)}`,
    customerId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  };
  mutate((database) => {
    database.sessions.push(session);
  });
  return session;
}

export function endSession(token: string): void {
  mutate((database) => {
    database.sessions = database.sessions.filter((session) => session.token !== token);
  });
}

/** The customer of a token that exists and has not expired on the sandbox clock. */
export function customerForToken(token: string | null | undefined): CustomerRow | null {
  if (!token) return null;
  const session = db().sessions.find((candidate) => candidate.token === token);
  if (!session || new Date(session.expiresAt) <= sandboxNow()) return null;
  return findCustomer(session.customerId) ?? null;
}

/** The number without its area code (fixed lines); other numbers as they are. */
function withoutAreaCode(row: DeviceRow): string {
  return row.deviceType === 'fixedline' ? row.deviceNo.replace(/^0\d/, '') : row.deviceNo;
}

/** A number as the portal's device menu carries it (spec 01 §3 Device). */
export function toPortalDevice(row: DeviceRow, customer: CustomerRow): Device {
  return {
    deviceNo: row.deviceNo,
    NoAreaDeviceNo: withoutAreaCode(row),
    AliasOfCustom: row.alias,
    AliasOfDefault: row.defaultAlias,
    deviceType: row.deviceType,
    BindingType: BINDING_TYPE_SMS,
    PidHash: hashSeed(customer.pid).toString(16).padStart(8, '0'),
    AttachedNo: '',
    contractRate: row.ratePlan,
    index: row.index,
    show: true,
  };
}

/** The member's numbers in their own order, names and visibility (UpdateDeviceMenuInfo). */
export function portalDevicesOf(customer: CustomerRow): Device[] {
  const settings = db().deviceSettings.settings.filter((row) => row.customerId === customer.id);
  return devicesOf(customer.id)
    .map((row) => {
      const device = toPortalDevice(row, customer);
      const setting = settings.find((entry) => entry.deviceNo === row.deviceNo);
      return setting
        ? { ...device, AliasOfCustom: setting.alias, index: setting.index, show: setting.show }
        : device;
    })
    .sort((a, b) => a.index - b.index);
}

export function memberInfoOf(customer: CustomerRow): MemberInfo {
  return {
    sn: customer.sn,
    account: customer.account,
    name: customer.name,
    nickname: customer.nickname,
    mobile: customer.mobile,
    mail: customer.mail,
    birthday: customer.birthday,
    devices: portalDevicesOf(customer),
    pid: customer.pid,
    hamipoint: customer.hamipoint,
  };
}

/** The VIP level and card details; enterprise customers have no level (spec 02 §2.2). */
export function vipInfoOf(customer: CustomerRow): VipInfo {
  const level = db().vipLevels.find((row) => row.level === customer.vipLevel);
  const year = sandboxNow().getUTCFullYear();
  return {
    vipLevel: customer.vipLevel,
    isCompanyTaxId: customer.isCompanyTaxId,
    ...(level ? { levelName: level.name } : {}),
    ...(customer.vipLevel !== 9999 ? { validUntil: `${year + 1}-12-31` } : {}),
  };
}

export interface SandboxSignIn {
  token: string;
  /** Epoch ms of the session's end on the sandbox clock. */
  expire: number;
  memberInfo: MemberInfo;
  devices: Device[];
  vip: VipInfo;
}

/** Starts a session for a demo customer and returns what a login would have given the portal. */
export function signInAs(customerId: string): SandboxSignIn {
  const session = createSession(customerId);
  const customer = findCustomer(customerId);
  if (!customer) throw new Error(`No sandbox customer ${customerId}`);
  return {
    token: session.token,
    expire: new Date(session.expiresAt).getTime(),
    memberInfo: memberInfoOf(customer),
    devices: portalDevicesOf(customer),
    vip: vipInfoOf(customer),
  };
}
