import { decryptText } from '../../src/lib/aes';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { env } from '../../src/config/env';
import { clientActions } from '../../src/state/client';
import { userLoggedIn } from '../../src/state/events';
import { prepaidActions } from '../../src/state/prepaid';
import { makeStore, type RootState } from '../../src/state/store';
import type { Device, MemberInfo } from '../../src/api/types/member';

export const NOW = Date.UTC(2025, 5, 1, 2, 0, 0);
export const MEMBER_TOKEN = 'member-token-7f3a';
export const PREPAID_TOKEN = '884422';

export function device(deviceNo: string, extra: Partial<Device> = {}): Device {
  return {
    deviceNo,
    NoAreaDeviceNo: '',
    AliasOfCustom: `Phone ${deviceNo.slice(-3)}`,
    AliasOfDefault: 'Mobile',
    deviceType: 'mobile',
    BindingType: 'legalSMS',
    PidHash: `hash-${deviceNo}`,
    AttachedNo: '',
    contractRate: 'Rate 599',
    index: 0,
    show: true,
    ...extra,
  };
}

export const DEVICES = [device('0912000111'), device('0912000222', { index: 1 })];

export const MEMBER_INFO: MemberInfo = {
  sn: 'SN-10001',
  name: 'Chen Mei-Ling',
  nickname: 'Mei',
  mobile: '0912000111',
  mail: 'mei@example.com',
  birthday: '1990-04-01',
  devices: DEVICES,
};

/** A store with every persisted field set to something other than its default. */
export function loggedInStore(now = NOW) {
  const store = makeStore();
  store.dispatch(
    userLoggedIn({
      token: MEMBER_TOKEN,
      expire: now + 7_200_000,
      loginType: 'chtmember',
      memberInfo: MEMBER_INFO,
      devices: DEVICES,
    }),
  );
  store.dispatch(clientActions.deviceSelected('0912000222'));
  store.dispatch(clientActions.vipLoaded({ level: 2, info: { tier: 'titanium', since: 2019 } }));
  store.dispatch(clientActions.companyTaxIdDetected(false));
  store.dispatch(clientActions.announcementShown({ group: 'home', text: 'Maintenance notice' }));
  store.dispatch(clientActions.ssoBackPathSaved('/Bill?tab=2'));
  store.dispatch(clientActions.languageChanged('en'));
  store.dispatch(
    prepaidActions.prepaidSessionStarted({
      token: PREPAID_TOKEN,
      ivrNo: '0987000333',
      language: 'en',
      rememberMe: true,
      expire: now + 600_000,
    }),
  );
  return store;
}

/** The fields the spec persists, as seen in the store. */
export function persistedView(state: RootState) {
  const { client, member, prepaid } = state;
  return {
    identifier: client.identifier,
    language: client.language,
    isLogin: client.isLogin,
    loginType: client.loginType,
    deviceNo: client.device?.deviceNo ?? null,
    devices: client.devices,
    vipLevel: client.vipLevel,
    vipInfo: client.vipInfo,
    isCompanyTaxId: client.isCompanyTaxId,
    alreadyShownAnnouncement: client.alreadyShownAnnouncement,
    ssoBackPath: client.ssoBackPath,
    selectedDeviceType: client.selectedDeviceType,
    member: { token: member.token, expire: member.expire, info: member.chtMemberInfo },
    prepaid: {
      token: prepaid.token,
      ivrNo: prepaid.ivrNo,
      expire: prepaid.expire,
      language: prepaid.language,
      rememberMe: prepaid.rememberMe,
    },
  };
}

/** A Storage that counts writes per key (a real in-memory storage, not a mock of persistence). */
export function countingStorage() {
  const inner = createMemoryStorage();
  const writes = new Map<string, number>();
  const storage: Storage = {
    get length() {
      return inner.length;
    },
    clear: () => {
      inner.clear();
    },
    key: (index: number) => inner.key(index),
    getItem: (key: string) => inner.getItem(key),
    setItem: (key: string, value: string) => {
      writes.set(key, (writes.get(key) ?? 0) + 1);
      inner.setItem(key, value);
    },
    removeItem: (key: string) => {
      inner.removeItem(key);
    },
  };
  const total = () => [...writes.values()].reduce((sum, count) => sum + count, 0);
  return { storage, writes, total, reset: () => writes.clear() };
}

/** Every stored value decrypted (or raw when it does not decrypt), joined for searching. */
export function decryptedContents(storage: Storage): string {
  const parts: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    const raw = key === null ? null : storage.getItem(key);
    if (key !== null && raw !== null) {
      parts.push(`${key}=${decryptText(raw, env.storagePassphrase) ?? raw}`);
    }
  }
  return parts.join('\n');
}

export function decryptedKey(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const plain = decryptText(raw, env.storagePassphrase);
  return plain === null ? raw : (JSON.parse(plain) as unknown);
}
