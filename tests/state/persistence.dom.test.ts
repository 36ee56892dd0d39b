import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { clientActions } from '../../src/state/client';
import { userLoggedOut } from '../../src/state/events';
import { prepaidActions } from '../../src/state/prepaid';
import {
  APP_INIT_KEY,
  DEVICE_MENU_KEY,
  MEMBER_KEY,
  readDeviceMenuCache,
  readPersistedState,
  startPersistence,
  WRITE_DEBOUNCE_MS,
  writePersistedState,
} from '../../src/state/persist';
import { makeStore } from '../../src/state/store';
import {
  countingStorage,
  decryptedContents,
  decryptedKey,
  device,
  DEVICES,
  loggedInStore,
  MEMBER_INFO,
  MEMBER_TOKEN,
  NOW,
  persistedView,
  PREPAID_TOKEN,
} from './fixtures';
import { throwingStorage } from '../support/storage';

const stops: (() => void)[] = [];
function persistWith(store: ReturnType<typeof makeStore>, storage: Storage) {
  const stop = startPersistence(store, storage);
  stops.push(stop);
  return stop;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  stops.splice(0).forEach((stop) => {
    stop();
  });
  vi.useRealTimers();
});

describe('debounced writes', () => {
  it('writes once for many dispatches, after the debounce', () => {
    const store = loggedInStore();
    const { storage, writes, total, reset } = countingStorage();
    persistWith(store, storage);
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    expect(writes.get(APP_INIT_KEY)).toBe(1);
    reset();

    for (let index = 0; index < 25; index += 1) {
      store.dispatch(clientActions.announcementShown({ group: 'bill', text: `notice ${index}` }));
    }
    expect(total()).toBe(0);
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS - 1);
    expect(total()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(total()).toBe(1);
    expect(writes.get(APP_INIT_KEY)).toBe(1);
    expect(readPersistedState(storage, NOW).client?.alreadyShownAnnouncement.bill).toHaveLength(25);
  });

  it('writes nothing when only state that is not persisted changed', () => {
    const store = loggedInStore();
    const { storage, total, reset } = countingStorage();
    persistWith(store, storage);
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    reset();
    store.dispatch(clientActions.toastShown({ message: 'Saved', type: 'success' }));
    store.dispatch(clientActions.menuToggled(true));
    store.dispatch(clientActions.loadingChanged(true));
    vi.advanceTimersByTime(5_000);
    expect(total()).toBe(0);
  });

  it('does not rewrite the keys it has just read back', () => {
    const storage = createMemoryStorage();
    writePersistedState(loggedInStore().getState(), storage);
    const { storage: counting, total } = countingStorage();
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      counting.setItem(key, storage.getItem(key) ?? '');
    }
    const written = total();
    const store = makeStore(readPersistedState(counting, NOW));
    persistWith(store, counting);
    vi.advanceTimersByTime(5_000);
    expect(total()).toBe(written);
  });

  it('still writes during a steady stream of changes (at most 2 s late)', () => {
    const store = makeStore();
    const { storage, total } = countingStorage();
    persistWith(store, storage);
    for (let index = 0; index < 30; index += 1) {
      store.dispatch(clientActions.ssoBackPathSaved(`/Bill?step=${index}`));
      vi.advanceTimersByTime(100);
    }
    expect(total()).toBeGreaterThanOrEqual(1);
  });

  it('writes in an idle callback when the browser has one', () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const store = makeStore();
      const { storage, total } = countingStorage();
      persistWith(store, storage);
      vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
      expect(total()).toBe(0);
      expect(idleCallbacks).toHaveLength(1);
      idleCallbacks[0]!();
      expect(total()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('flushes at once on pagehide', () => {
    const store = makeStore();
    const { storage, total } = countingStorage();
    persistWith(store, storage);
    store.dispatch(clientActions.ssoBackPathSaved('/Bill'));
    expect(total()).toBe(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(total()).toBe(1);
    expect(readPersistedState(storage, NOW).client?.ssoBackPath).toBe('/Bill');
    vi.advanceTimersByTime(5_000);
    expect(total()).toBe(1);
  });

  it('flushes what is pending when stopped, and then listens no more', () => {
    const store = makeStore();
    const { storage, total } = countingStorage();
    const stop = persistWith(store, storage);
    store.dispatch(clientActions.languageChanged('th'));
    stop();
    expect(total()).toBe(1);
    store.dispatch(clientActions.languageChanged('id'));
    vi.advanceTimersByTime(5_000);
    expect(total()).toBe(1);
  });
});

describe('logout', () => {
  it('leaves no token or personal data in storage', () => {
    const store = loggedInStore();
    const storage = createMemoryStorage();
    persistWith(store, storage);
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    expect(decryptedContents(storage)).toContain(MEMBER_TOKEN);

    store.dispatch(userLoggedOut());
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);

    expect(storage.getItem(MEMBER_KEY)).toBeNull();
    expect(storage.getItem(DEVICE_MENU_KEY)).toBeNull();
    const appInit = decryptedKey(storage, APP_INIT_KEY) as Record<string, unknown>;
    expect(appInit).toMatchObject({
      isLogin: false,
      loginType: '',
      deviceNo: '',
      vipInfo: null,
      prepaid: null,
    });
    const everything = decryptedContents(storage);
    for (const secret of [
      MEMBER_TOKEN,
      PREPAID_TOKEN,
      MEMBER_INFO.name,
      MEMBER_INFO.mail,
      DEVICES[0]!.deviceNo,
      DEVICES[1]!.deviceNo,
      'titanium',
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(readPersistedState(storage, NOW).member).toBeUndefined();
  });

  it('keeps the browser identifier and language across a logout', () => {
    const store = loggedInStore();
    const storage = createMemoryStorage();
    persistWith(store, storage);
    store.dispatch(userLoggedOut());
    window.dispatchEvent(new Event('pagehide'));
    const client = readPersistedState(storage, NOW).client;
    expect(client?.identifier).toBe(store.getState().client.identifier);
    expect(client?.language).toBe('en');
  });
});

describe('device menu', () => {
  it('keeps fetchedAt while the list is unchanged and renews it when a list arrives', () => {
    const store = loggedInStore();
    const storage = createMemoryStorage();
    persistWith(store, storage);
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    const first = readDeviceMenuCache(storage, Date.now());
    expect(first?.fetchedAt).toBe(NOW + WRITE_DEBOUNCE_MS);

    vi.advanceTimersByTime(60_000);
    store.dispatch(clientActions.deviceSelected(DEVICES[0]!.deviceNo));
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    expect(readDeviceMenuCache(storage, Date.now())?.fetchedAt).toBe(first?.fetchedAt);

    store.dispatch(clientActions.devicesLoaded([...DEVICES, device('0912000333')]));
    vi.advanceTimersByTime(WRITE_DEBOUNCE_MS);
    const renewed = readDeviceMenuCache(storage, Date.now());
    expect(renewed?.devices).toHaveLength(3);
    expect(renewed?.fetchedAt).toBe(Date.now());
  });

  it('reads a fetch time in the future as long ago', () => {
    const storage = createMemoryStorage();
    writePersistedState(loggedInStore().getState(), storage);
    expect(readDeviceMenuCache(storage, NOW - 1_000)?.fetchedAt).toBe(0);
  });
});

describe('storage that throws', () => {
  it.each(['getItem', 'setItem'] as const)(
    'degrades to memory for the session when %s throws',
    (on) => {
      const storage = throwingStorage(on);
      expect(readPersistedState(storage, NOW)).toEqual({});
      const store = loggedInStore();
      persistWith(store, storage);
      expect(() => vi.advanceTimersByTime(WRITE_DEBOUNCE_MS)).not.toThrow();
      const restored = makeStore(readPersistedState(storage, NOW));
      expect(persistedView(restored.getState())).toEqual(persistedView(store.getState()));
    },
  );

  it('survives a writePersistedState on a storage that throws', () => {
    expect(() => {
      writePersistedState(loggedInStore().getState(), throwingStorage('setItem'));
    }).not.toThrow();
  });
});

/** The same stored data seen from another page (each page has its own memory of what it read). */
function fromAnotherPage(storage: Storage): Storage {
  return {
    get length() {
      return storage.length;
    },
    clear: () => {
      storage.clear();
    },
    key: (index: number) => storage.key(index),
    getItem: (key: string) => storage.getItem(key),
    setItem: (key: string, value: string) => {
      storage.setItem(key, value);
    },
    removeItem: (key: string) => {
      storage.removeItem(key);
    },
  };
}

describe('a reload at any moment', () => {
  const signIn = (store: ReturnType<typeof makeStore>) =>
    store.dispatch(
      prepaidActions.prepaidSessionStarted({
        token: PREPAID_TOKEN,
        ivrNo: '0987000401',
        expire: NOW + 600_000,
      }),
    );

  it('finds a sign-in, a sign-out and a language switch written at once, without the debounce', () => {
    const store = makeStore();
    const storage = createMemoryStorage();
    persistWith(store, storage);
    signIn(store);
    expect(readPersistedState(storage, NOW).prepaid?.token).toBe(PREPAID_TOKEN);
    store.dispatch(clientActions.languageChanged('th'));
    expect(readPersistedState(storage, NOW).client?.language).toBe('th');
    store.dispatch(prepaidActions.prepaidSessionEnded());
    expect(readPersistedState(storage, NOW).prepaid).toBeUndefined();
  });

  it('never writes over a session another page wrote after this one read', async () => {
    const storage = createMemoryStorage();
    // The new page reads first (nothing yet) ...
    const next = makeStore(readPersistedState(storage, NOW));
    persistWith(next, storage);
    // ... then the page being left writes its session (its 'pagehide' flush) ...
    const leaving = makeStore();
    signIn(leaving);
    writePersistedState(leaving.getState(), fromAnotherPage(storage));
    // ... and the new page writes a change of its own while that write is unread.
    next.dispatch(clientActions.ssoBackPathSaved('/Bill'));
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(5_000);
    const stored = readPersistedState(storage, NOW);
    expect(stored.prepaid?.token).toBe(PREPAID_TOKEN);
    expect(stored.client?.ssoBackPath).toBe('/Bill');
    expect(next.getState().prepaid.token).toBe(PREPAID_TOKEN);
  });
});

describe('a session that ended while the page was closed', () => {
  it('is told once: read as ended, never stored', () => {
    const storage = createMemoryStorage();
    writePersistedState(loggedInStore(NOW - 10 * 3_600_000).getState(), storage);
    const read = readPersistedState(storage, NOW);
    expect(read.member).toBeUndefined();
    expect(read.client?.sessionEnded).toBe(true);
    // Its token is gone, so the next load has nothing to tell.
    expect(readPersistedState(storage, NOW).client?.sessionEnded).toBeFalsy();
  });
});
