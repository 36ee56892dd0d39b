import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { memberSessionExpired, userLoggedIn, userLoggedOut } from '../../src/state/events';
import { commonHeadersFrom, readMemberToken } from '../../src/state/httpBinding';
import { isMemberTokenValid } from '../../src/state/member';
import {
  APP_INIT_KEY,
  DEVICE_MENU_KEY,
  MEMBER_KEY,
  readPersistedState,
  startPersistence,
  WRITE_DEBOUNCE_MS,
  writePersistedState,
} from '../../src/state/persist';
import { clientActions } from '../../src/state/client';
import { prepaidActions } from '../../src/state/prepaid';
import { makeStore } from '../../src/state/store';
import { MEMBER_TOKEN_TTL_MS } from '../../src/state/types';
import { decryptedContents, loggedInStore, MEMBER_INFO, MEMBER_TOKEN, NOW } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

describe('member token expiry', () => {
  it('defaults to two hours after login', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const store = makeStore();
    store.dispatch(userLoggedIn({ token: 't', loginType: 'chtmember' }));
    expect(store.getState().member.expire).toBe(NOW + 7_200_000);
    expect(MEMBER_TOKEN_TTL_MS).toBe(7_200_000);
  });

  it('counts a token only before its expiry', () => {
    const member = { token: 't', expire: NOW, chtMemberInfo: null, isLoginCheck: false };
    expect(isMemberTokenValid(member, NOW - 1)).toBe(true);
    expect(isMemberTokenValid(member, NOW)).toBe(false);
    expect(isMemberTokenValid({ ...member, token: '' }, NOW - 1)).toBe(false);
  });

  it('is restored at boot while the token is valid', () => {
    const storage = createMemoryStorage();
    writePersistedState(loggedInStore(NOW).getState(), storage);
    const state = readPersistedState(storage, NOW + MEMBER_TOKEN_TTL_MS - 1);
    expect(state.member?.token).toBe(MEMBER_TOKEN);
    expect(state.member?.chtMemberInfo).toEqual(MEMBER_INFO);
    expect(state.client?.isLogin).toBe(true);
  });

  it('clears token, member info and the customer data at boot once expired', () => {
    const storage = createMemoryStorage();
    writePersistedState(loggedInStore(NOW).getState(), storage);
    const state = readPersistedState(storage, NOW + MEMBER_TOKEN_TTL_MS);
    expect(state.member).toBeUndefined();
    expect(state.client?.isLogin).toBe(false);
    expect(state.client?.devices).toEqual([]);
    expect(state.client?.device).toBeNull();
    expect(state.client?.vipInfo).toBeNull();
    expect(storage.getItem(MEMBER_KEY)).toBeNull();
    expect(storage.getItem(DEVICE_MENU_KEY)).toBeNull();
    expect(storage.getItem(APP_INIT_KEY)).not.toBeNull();

    const store = makeStore(state);
    expect(store.getState().member.token).toBe('');
    expect(store.getState().member.chtMemberInfo).toBeNull();
  });

  it('ends the session when an expired token is read', () => {
    const store = loggedInStore(NOW);
    expect(readMemberToken(store, NOW + 1_000)).toBe(MEMBER_TOKEN);
    expect(readMemberToken(store, NOW + MEMBER_TOKEN_TTL_MS)).toBe('');
    expect(store.getState().member.token).toBe('');
    expect(store.getState().member.chtMemberInfo).toBeNull();
    expect(store.getState().member.expire).toBe(0);
  });

  it('sends no token and isLogin N once the token has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const store = loggedInStore(NOW);
    expect(commonHeadersFrom(store)).toMatchObject({ token: MEMBER_TOKEN, isLogin: 'Y' });
    vi.setSystemTime(NOW + MEMBER_TOKEN_TTL_MS + 1);
    expect(commonHeadersFrom(store)).toMatchObject({ token: '', isLogin: 'N' });
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client).toMatchObject({ isLogin: false, devices: [], device: null });
  });

  it('keeps a prepaid session when the member session expires', () => {
    const store = loggedInStore(NOW);
    store.dispatch(prepaidActions.prepaidSessionStarted({ token: '123456', ivrNo: '0911000111' }));
    store.dispatch(clientActions.prepaidModeChanged(true));
    store.dispatch(memberSessionExpired());
    expect(store.getState().client.isLogin).toBe(false);
    expect(store.getState().client.isPrepaid).toBe(true);
    expect(store.getState().prepaid.token).toBe('123456');
  });

  it('removes the expired session from storage after the next write', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const store = loggedInStore(NOW);
    const storage = createMemoryStorage();
    const stop = startPersistence(store, storage);
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    expect(storage.getItem(MEMBER_KEY)).not.toBeNull();
    store.dispatch(memberSessionExpired());
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    expect(storage.getItem(MEMBER_KEY)).toBeNull();
    expect(storage.getItem(DEVICE_MENU_KEY)).toBeNull();
    expect(decryptedContents(storage)).not.toContain(MEMBER_TOKEN);
    stop();
  });

  it('empties the member slice on logout', () => {
    const store = loggedInStore(NOW);
    store.dispatch(userLoggedOut());
    expect(store.getState().member).toMatchObject({ token: '', expire: 0, chtMemberInfo: null });
    expect(store.getState().prepaid.token).toBe('');
    expect(store.getState().client.devices).toEqual([]);
  });
});
