import { env } from '../config/env';
import { readReminderPeriods } from '../lib/remindPeriod';
import {
  defaultStorage,
  readSecure,
  removeSecure,
  resilientStorage,
  writeSecure,
} from '../lib/secureStorage';
import { clientActions, initialClientState } from './client';
import { userLoggedIn } from './events';
import { initialMemberState } from './member';
import { initialPrepaidState, isPrepaidTokenWellFormed, prepaidActions } from './prepaid';
import {
  APP_INIT_KEY,
  DEVICE_MENU_KEY,
  MEMBER_KEY,
  PERSIST_KEYS,
  PERSIST_MAX_CHARS,
  readAppInit,
  readDeviceMenu,
  readMemberRecord,
  type AppInitInfo,
  type DeviceMenuCache,
  type MemberRecord,
  type PersistedPrepaid,
  type PersistKey,
} from './persistShapes';
import type { AppDispatch, AppStore, PreloadedState, RootState } from './store';
import type { Device } from '../api/types/member';
import { DEFAULT_VIP_LEVEL } from './types';

/**
 * Encrypted persistence (spec 02 §3, design §3). Four localStorage keys, nothing else:
 * - appInitInfo: the client's identifier, language, login flags, selected device number, VIP
 *   data, shown announcements, SSO return path, device type, and the prepaid session
 *   { token, ivrNo, expire, language, rememberMe } (the prepaid session rides in appInitInfo);
 * - CHTMemberInfo: the member token, its expiry and the member info;
 * - DeviceMenu: { devices, fetchedAt } (whether it is fresh, 3600 s, is judged by its reader);
 * - RemindPeriodInfo: reminder periods (lib/remindPeriod.ts reads and writes it).
 * Login data (flags, devices, VIP) is kept only together with a member token, and restored only
 * with a token still before its expiry. A key that cannot be read is removed and reads as empty.
 */
export { APP_INIT_KEY, DEVICE_MENU_KEY, MEMBER_KEY, PERSIST_MAX_CHARS } from './persistShapes';
export type { DeviceMenuCache } from './persistShapes';

export const WRITE_DEBOUNCE_MS = 300;
const WRITE_MAX_WAIT_MS = 2_000;

const options = (key: PersistKey) => ({
  passphrase: env.storagePassphrase,
  maxChars: PERSIST_MAX_CHARS[key],
});

/**
 * What was last read or written per storage: plain texts, the stored (encrypted) texts, and when
 * the device list arrived. A stored text that differs from `raw` was written by another page of
 * the portal and has not been read here.
 */
interface PersistMemo {
  plain: Map<PersistKey, string | null>;
  raw: Map<PersistKey, string | null>;
  deviceMenu?: { devicesJson: string; fetchedAt: number };
}
const memos = new WeakMap<Storage, PersistMemo>();

function memoFor(storage: Storage): PersistMemo {
  let memo = memos.get(storage);
  if (!memo) {
    memo = { plain: new Map(), raw: new Map() };
    memos.set(storage, memo);
  }
  return memo;
}

/** The cached device menu, for the embedded launch's 3600 s rule; null when absent or bad. */
export function readDeviceMenuCache(
  storage: Storage = defaultStorage(),
  now = Date.now(),
): DeviceMenuCache | null {
  const stored = readSecure(storage, DEVICE_MENU_KEY, readDeviceMenu, options(DEVICE_MENU_KEY));
  if (!stored) return null;
  // A fetch time in the future is not believable: treat it as fetched long ago.
  return stored.value.fetchedAt > now ? { ...stored.value, fetchedAt: 0 } : stored.value;
}

function isPrepaidRestorable(prepaid: PersistedPrepaid | null, now: number): boolean {
  return (
    prepaid !== null &&
    isPrepaidTokenWellFormed(prepaid.token) &&
    (prepaid.rememberMe || prepaid.expire > now)
  );
}

/** The persisted state, read before the first render. Never throws; bad keys read as empty. */
export function readPersistedState(storage?: Storage, now: number = Date.now()): PreloadedState {
  try {
    const target = resilientStorage(storage ?? defaultStorage());
    const memo = memoFor(target);
    const appInit = readSecure(target, APP_INIT_KEY, readAppInit, options(APP_INIT_KEY));
    const member = readSecure(target, MEMBER_KEY, readMemberRecord, options(MEMBER_KEY));
    const menu = readSecure(target, DEVICE_MENU_KEY, readDeviceMenu, options(DEVICE_MENU_KEY));
    readReminderPeriods(target, now);
    memo.plain.set(APP_INIT_KEY, appInit?.plain ?? null);
    memo.plain.set(MEMBER_KEY, member?.plain ?? null);
    memo.plain.set(DEVICE_MENU_KEY, menu?.plain ?? null);
    if (menu) {
      memo.deviceMenu = {
        devicesJson: JSON.stringify(menu.value.devices),
        fetchedAt: menu.value.fetchedAt,
      };
    }

    const state: PreloadedState = {};
    let endedWhileAway = false;
    const session = member && member.value.token !== '' && member.value.expire > now;
    if (session) {
      const { token, expire, chtMemberInfo } = member.value;
      state.member = { ...initialMemberState, token, expire, chtMemberInfo };
    } else {
      // No token, or one past its expiry: the session and the customer's data end here.
      endedWhileAway = member !== null && member.value.token !== '';
      if (member) removeSecure(target, MEMBER_KEY);
      if (menu) removeSecure(target, DEVICE_MENU_KEY);
      memo.plain.set(MEMBER_KEY, null);
      memo.plain.set(DEVICE_MENU_KEY, null);
    }
    for (const key of PERSIST_KEYS) memo.raw.set(key, target.getItem(key));
    if (appInit) {
      const info = appInit.value;
      const client = initialClientState(info.identifier === '' ? undefined : info.identifier);
      client.language = info.language === '' ? client.language : info.language;
      client.alreadyShownAnnouncement = info.alreadyShownAnnouncement;
      client.ssoBackPath = info.ssoBackPath;
      client.selectedDeviceType = info.selectedDeviceType;
      if (session) {
        client.isLogin = info.isLogin;
        client.loginType = info.loginType;
        client.vipLevel = info.vipLevel;
        client.vipInfo = info.vipInfo;
        client.isCompanyTaxId = info.isCompanyTaxId;
        client.devices = menu?.value.devices ?? [];
        client.device = client.devices.find((device) => device.deviceNo === info.deviceNo) ?? null;
      }
      state.client = client;
      if (info.prepaid && isPrepaidRestorable(info.prepaid, now)) {
        state.prepaid = { ...initialPrepaidState, ...info.prepaid };
      }
    }
    if (endedWhileAway) {
      state.client = { ...(state.client ?? initialClientState()), sessionEnded: true };
    }
    return state;
  } catch {
    return {};
  }
}

function devicesFetchedAt(memo: PersistMemo, devices: Device[], now: number): number {
  const devicesJson = JSON.stringify(devices);
  if (memo.deviceMenu?.devicesJson !== devicesJson)
    memo.deviceMenu = { devicesJson, fetchedAt: now };
  return memo.deviceMenu.fetchedAt;
}

/** The plain text of each key for this state; null means the key should not exist. */
function serialize(
  state: RootState,
  memo: PersistMemo,
  now: number,
): Record<PersistKey, string | null> {
  const { client, member, prepaid } = state;
  const session = member.token !== '';
  const appInit: AppInitInfo = {
    identifier: client.identifier,
    language: client.language,
    isLogin: session && client.isLogin,
    loginType: session ? client.loginType : '',
    deviceNo: session ? (client.device?.deviceNo ?? '') : '',
    vipLevel: session ? client.vipLevel : DEFAULT_VIP_LEVEL,
    vipInfo: session ? client.vipInfo : null,
    isCompanyTaxId: session && client.isCompanyTaxId,
    alreadyShownAnnouncement: client.alreadyShownAnnouncement,
    ssoBackPath: client.ssoBackPath,
    selectedDeviceType: client.selectedDeviceType,
    prepaid:
      prepaid.token === ''
        ? null
        : {
            token: prepaid.token,
            ivrNo: prepaid.ivrNo,
            expire: prepaid.expire,
            language: prepaid.language,
            rememberMe: prepaid.rememberMe,
          },
  };
  const memberRecord: MemberRecord = {
    token: member.token,
    expire: member.expire,
    chtMemberInfo: member.chtMemberInfo,
  };
  const devices = session ? client.devices : [];
  return {
    [APP_INIT_KEY]: JSON.stringify(appInit),
    [MEMBER_KEY]: session ? JSON.stringify(memberRecord) : null,
    [DEVICE_MENU_KEY]:
      devices.length > 0
        ? JSON.stringify({ devices, fetchedAt: devicesFetchedAt(memo, devices, now) })
        : null,
  };
}

/** The performance entry each write leaves (read by `npm run bench`). */
export const PERSIST_MEASURE = 'portal:persist';

function persist(state: RootState, storage: Storage, onlyChanged: boolean): void {
  const startedAt = performance.now();
  writeKeys(state, storage, onlyChanged);
  try {
    performance.measure(PERSIST_MEASURE, { start: startedAt, end: performance.now() });
  } catch {
    // An environment without user timing (some test DOMs): nothing to record.
  }
}

function writeKeys(state: RootState, storage: Storage, onlyChanged: boolean): void {
  const memo = memoFor(storage);
  const next = serialize(state, memo, Date.now());
  for (const key of PERSIST_KEYS) {
    const plain = next[key];
    if (onlyChanged && memo.plain.has(key) && memo.plain.get(key) === plain) continue;
    if (plain === null) removeSecure(storage, key);
    const written = plain !== null && writeSecure(storage, key, plain, options(key));
    memo.plain.set(key, written ? plain : null);
    memo.raw.set(key, storage.getItem(key));
  }
}

/** Whether storage holds a value this page has neither read nor written. */
function hasUnreadChange(storage: Storage, memo: PersistMemo): boolean {
  return PERSIST_KEYS.some((key) => (memo.raw.get(key) ?? null) !== storage.getItem(key));
}

/**
 * Reads storage again (so that what is written next is based on it) and takes from it the
 * sessions the store lacks, as the logins they are: a page never writes over a session it has not
 * read.
 */
function adoptStoredSessions(store: AppStore, storage: Storage): void {
  const stored = readPersistedState(storage);
  const { member, prepaid } = store.getState();
  if (prepaid.token === '' && stored.prepaid?.token) {
    store.dispatch(prepaidActions.prepaidSessionStarted(stored.prepaid));
  }
  const client = stored.client;
  if (member.token === '' && stored.member?.token && client) {
    const { token, expire, chtMemberInfo } = stored.member;
    store.dispatch(
      userLoggedIn({
        token,
        expire,
        loginType: client.loginType,
        memberInfo: chtMemberInfo,
        devices: client.devices,
      }),
    );
  }
}

/** Changes a reload must never lose: written at once, not after the debounce. */
function changesSession(current: RootState, previous: RootState): boolean {
  return (
    current.member !== previous.member ||
    current.prepaid !== previous.prepaid ||
    current.client.isLogin !== previous.client.isLogin ||
    current.client.language !== previous.client.language
  );
}

/** Writes every persisted key from this state at once (no debounce, no comparison). */
export function writePersistedState(state: RootState, storage?: Storage): void {
  try {
    persist(state, resilientStorage(storage ?? defaultStorage()), false);
  } catch {
    // Persistence is best effort; the session goes on in memory.
  }
}

interface IdleApi {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Writes the persisted keys whenever the persisted slices change. A change of a session, the
 * login or the language is written at once, so a reload at any moment finds
 * it; anything else is debounced (300 ms, at most 2 s after the first change), then written in an
 * idle callback where the browser has one, and at once on 'pagehide'. Only keys whose plain text
 * changed are written. Before writing, a value another page wrote meanwhile (the page left by a
 * reload flushes on 'pagehide', possibly after this one has read) is read first and its session
 * kept. Returns a stop function.
 */
export function startPersistence(store: AppStore, storage?: Storage): () => void {
  const target = resilientStorage(storage ?? defaultStorage());
  const memo = memoFor(target);
  const idle: IdleApi = globalThis;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleHandle: number | undefined;
  let firstPendingAt: number | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idleHandle !== undefined) idle.cancelIdleCallback?.(idleHandle);
    timer = undefined;
    idleHandle = undefined;
  };
  const flush = () => {
    cancel();
    firstPendingAt = undefined;
    try {
      // A session adopted here is written by the flush its own dispatch starts.
      if (hasUnreadChange(target, memo)) adoptStoredSessions(store, target);
      persist(store.getState(), target, true);
    } catch {
      // Best effort, as above.
    }
  };
  const flushIfPending = () => {
    if (firstPendingAt !== undefined) flush();
  };
  const whenIdle = () => {
    timer = undefined;
    if (idle.requestIdleCallback) idleHandle = idle.requestIdleCallback(flush, { timeout: 1_000 });
    else flush();
  };
  const schedule = () => {
    const now = Date.now();
    firstPendingAt ??= now;
    if (idleHandle !== undefined) return;
    if (timer !== undefined) clearTimeout(timer);
    const wait = Math.min(WRITE_DEBOUNCE_MS, Math.max(0, firstPendingAt + WRITE_MAX_WAIT_MS - now));
    timer = setTimeout(whenIdle, wait);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushIfPending();
  };

  const startListening = store.listeners.startListening.withTypes<RootState, AppDispatch>();
  const unsubscribe = startListening({
    predicate: (_action, current, previous) =>
      current.client !== previous.client ||
      current.member !== previous.member ||
      current.prepaid !== previous.prepaid,
    effect: (action, api) => {
      const listArrived =
        clientActions.devicesLoaded.match(action) ||
        (userLoggedIn.match(action) && action.payload.devices !== undefined);
      if (listArrived) memo.deviceMenu = undefined;
      if (changesSession(api.getState(), api.getOriginalState())) flush();
      else schedule();
    },
  });
  globalThis.addEventListener('pagehide', flushIfPending);
  document.addEventListener('visibilitychange', onVisibility);
  // The first write stores a newly made identifier; unchanged keys are skipped.
  schedule();

  return () => {
    unsubscribe();
    globalThis.removeEventListener('pagehide', flushIfPending);
    document.removeEventListener('visibilitychange', onVisibility);
    flushIfPending();
  };
}
