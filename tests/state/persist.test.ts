import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { decryptText, encryptText } from '../../src/lib/aes';
import { REMIND_PERIOD_KEY, readReminderPeriods, remindLater } from '../../src/lib/remindPeriod';
import { createMemoryStorage, type StorageProblem } from '../../src/lib/secureStorage';
import {
  APP_INIT_KEY,
  DEVICE_MENU_KEY,
  MEMBER_KEY,
  readDeviceMenuCache,
  readPersistedState,
  writePersistedState,
} from '../../src/state/persist';
import { makeStore, type PreloadedState } from '../../src/state/store';
import { DEVICES, decryptedKey, loggedInStore, MEMBER_TOKEN, NOW, persistedView } from './fixtures';
import { captureStorageProblems } from '../support/storage';

const KEYS = [APP_INIT_KEY, MEMBER_KEY, DEVICE_MENU_KEY, REMIND_PERIOD_KEY] as const;
type Key = (typeof KEYS)[number];

const problems = captureStorageProblems();

const encrypt = (plain: string) => encryptText(plain, env.storagePassphrase);

function prototypeSnapshot() {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

/** A storage holding a logged-in session under all four keys. */
function fullStorage(): Storage {
  const storage = createMemoryStorage();
  writePersistedState(loggedInStore().getState(), storage);
  remindLater('nps', 3_600, storage, NOW);
  return storage;
}

function wrongPassphrase(plain: string): string {
  for (;;) {
    const cipher = encryptText(plain, 'not-the-passphrase');
    if (decryptText(cipher, env.storagePassphrase) === null) return cipher;
  }
}

function malformedUtf8(): string {
  const bytes = Utf8.parse('ab');
  bytes.words[0] = 0xc328ff00;
  bytes.sigBytes = 3;
  return AES.encrypt(bytes, env.storagePassphrase).toString();
}

const WRONG_SHAPES: Record<Key, string> = {
  [APP_INIT_KEY]: '{"identifier":42,"isLogin":"yes"}',
  [MEMBER_KEY]: '{"token":["x"],"expire":"tomorrow"}',
  [DEVICE_MENU_KEY]: '{"devices":[{"deviceNo":912000111}],"fetchedAt":1}',
  [REMIND_PERIOD_KEY]: '{"nps":"later"}',
};

const OVERSIZED = encrypt(JSON.stringify({ identifier: 'x', padding: 'p'.repeat(25_000) }));

const TAMPERS: [string, (key: Key) => string, StorageProblem['reason']][] = [
  ['empty', () => '', 'not-ciphertext'],
  ['not base64', () => '{"identifier":"plain"}', 'not-ciphertext'],
  ['random base64', () => btoa('0123456789abcdef0123456789abcdef'), 'not-ciphertext'],
  ['of another passphrase', () => wrongPassphrase('{"token":"x","expire":1}'), 'undecryptable'],
  ['an empty decryption', () => encrypt(''), 'undecryptable'],
  ['malformed UTF-8', () => malformedUtf8(), 'undecryptable'],
  ['not JSON', () => encrypt('{"identifier":'), 'not-json'],
  ['an array', () => encrypt('[1,2,3]'), 'wrong-shape'],
  ['the wrong shape', (key) => encrypt(WRONG_SHAPES[key]), 'wrong-shape'],
  ['oversized ciphertext', () => 'U2FsdGVkX1' + 'A'.repeat(200_000), 'too-large'],
  ['an oversized plain text', () => OVERSIZED, 'too-large'],
  [
    'a __proto__ payload',
    () => encrypt('{"__proto__":{"polluted":true},"token":"t"}'),
    'wrong-shape',
  ],
  [
    'a constructor payload',
    () => encrypt('{"constructor":{"prototype":{"polluted":true}},"devices":[]}'),
    'wrong-shape',
  ],
];

describe('persistence round trip', () => {
  it('reads back every persisted field into a new store', () => {
    const original = loggedInStore();
    const storage = createMemoryStorage();
    writePersistedState(original.getState(), storage);

    const restored = makeStore(readPersistedState(storage, NOW));
    expect(persistedView(restored.getState())).toEqual(persistedView(original.getState()));
    expect(restored.getState().client.device?.deviceNo).toBe('0912000222');
    expect(problems).toEqual([]);
  });

  it('stores only the four keys, all encrypted and small', () => {
    const storage = fullStorage();
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    expect(keys.sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      const raw = storage.getItem(key) ?? '';
      expect(raw.startsWith('U2FsdGVkX1')).toBe(true);
      expect(raw).not.toContain(MEMBER_TOKEN);
    }
    const total = KEYS.reduce((sum, key) => sum + (storage.getItem(key)?.length ?? 0), 0);
    expect(total).toBeLessThan(50 * 1024);
  });

  it('keeps the prepaid session inside appInitInfo', () => {
    const storage = fullStorage();
    expect(decryptedKey(storage, APP_INIT_KEY)).toMatchObject({
      prepaid: { token: '884422', ivrNo: '0987000333', language: 'en', rememberMe: true },
    });
  });

  it('keeps the identifier of a browser that is not logged in', () => {
    const store = makeStore();
    const storage = createMemoryStorage();
    writePersistedState(store.getState(), storage);
    expect(storage.getItem(MEMBER_KEY)).toBeNull();
    expect(storage.getItem(DEVICE_MENU_KEY)).toBeNull();
    const restored = readPersistedState(storage, NOW);
    expect(restored.client?.identifier).toBe(store.getState().client.identifier);
    expect(restored.member).toBeUndefined();
  });

  it('reads nothing from an empty storage', () => {
    expect(readPersistedState(createMemoryStorage(), NOW)).toEqual({});
    expect(problems).toEqual([]);
  });

  it('gives the device menu cache with the time the list arrived', () => {
    const storage = createMemoryStorage();
    writePersistedState(loggedInStore().getState(), storage);
    const cache = readDeviceMenuCache(storage, Date.now());
    expect(cache?.devices).toEqual(DEVICES);
    expect(cache?.fetchedAt).toBeGreaterThan(NOW);
    expect(readDeviceMenuCache(createMemoryStorage())).toBeNull();
  });

  it('does not restore a prepaid session whose token is not all digits', () => {
    const storage = createMemoryStorage();
    const info = { identifier: 'id-1', prepaid: { token: 'abc', rememberMe: true } };
    storage.setItem(APP_INIT_KEY, encrypt(JSON.stringify(info)));
    expect(readPersistedState(storage, NOW).prepaid).toBeUndefined();
  });
});

describe('tampered storage', () => {
  describe.each(KEYS)('%s', (key) => {
    it('reads as empty when missing', () => {
      const storage = fullStorage();
      storage.removeItem(key);
      expect(() => readPersistedState(storage, NOW)).not.toThrow();
      expect(problems).toEqual([]);
    });

    it.each(TAMPERS)(
      'holding %s is logged once, removed and read as empty',
      (_label, make, reason) => {
        const before = prototypeSnapshot();
        const storage = fullStorage();
        storage.setItem(key, make(key));

        let state: PreloadedState = {};
        expect(() => {
          state = readPersistedState(storage, NOW);
        }).not.toThrow();
        expect(storage.getItem(key)).toBeNull();
        expect(problems).toEqual([{ key, reason }]);
        expect(prototypeSnapshot()).toEqual(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(() => makeStore(state)).not.toThrow();

        if (key === APP_INIT_KEY) expect(state.client).toBeUndefined();
        if (key === MEMBER_KEY) {
          // No token: no session, so the customer's devices go too.
          expect(state.member).toBeUndefined();
          expect(state.client?.isLogin).toBe(false);
          expect(storage.getItem(DEVICE_MENU_KEY)).toBeNull();
        }
        if (key === DEVICE_MENU_KEY) {
          expect(state.client?.devices).toEqual([]);
          expect(state.client?.device).toBeNull();
          expect(state.member?.token).toBe(MEMBER_TOKEN);
        }
        if (key === REMIND_PERIOD_KEY) expect(readReminderPeriods(storage, NOW)).toEqual({});
      },
    );
  });

  it('drops unknown fields of a valid value', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      APP_INIT_KEY,
      encrypt('{"identifier":"id-9","language":"th","isAdmin":true,"password":"1234"}'),
    );
    const client = readPersistedState(storage, NOW).client;
    expect(client?.identifier).toBe('id-9');
    expect(client?.language).toBe('th');
    expect(client).not.toHaveProperty('isAdmin');
    expect(client).not.toHaveProperty('password');
  });
});

/** Checks, independently of the readers, that the state holds only well-typed values. */
function expectWellTyped(state: PreloadedState) {
  expect(Object.keys(state).every((key) => ['client', 'member', 'prepaid'].includes(key))).toBe(
    true,
  );
  const { client, member, prepaid } = state;
  if (client) {
    expect(typeof client.identifier).toBe('string');
    expect(client.identifier.length).toBeGreaterThan(0);
    expect(typeof client.language).toBe('string');
    expect(typeof client.isLogin).toBe('boolean');
    expect(typeof client.loginType).toBe('string');
    expect(Number.isFinite(client.vipLevel)).toBe(true);
    expect(
      client.vipInfo === null || Object.getPrototypeOf(client.vipInfo) === Object.prototype,
    ).toBe(true);
    expect(Array.isArray(client.devices)).toBe(true);
    for (const list of Object.values(client.alreadyShownAnnouncement)) {
      expect(list.every((text) => typeof text === 'string')).toBe(true);
    }
    for (const entry of client.devices) expect(typeof entry.deviceNo).toBe('string');
  }
  if (member) {
    expect(typeof member.token).toBe('string');
    expect(member.expire).toBeGreaterThan(NOW);
  }
  if (prepaid) expect(prepaid.token).toMatch(/^\d+$/);
}

describe('any value written into any key', () => {
  const base64 = fc.base64String({ maxLength: 400 });
  const randomValue = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    base64,
    base64.map((text) => `U2FsdGVkX1${text}`),
    fc.jsonValue().map((value) => encrypt(JSON.stringify(value))),
    fc
      .record({
        identifier: fc.oneof(fc.string(), fc.integer()),
        isLogin: fc.oneof(fc.boolean(), fc.string()),
        token: fc.oneof(fc.string(), fc.constant(MEMBER_TOKEN)),
        expire: fc.oneof(fc.integer(), fc.double(), fc.string()),
        devices: fc.array(fc.record({ deviceNo: fc.oneof(fc.string(), fc.integer()) })),
        fetchedAt: fc.oneof(fc.integer(), fc.string()),
        prepaid: fc.oneof(fc.constant(null), fc.record({ token: fc.string() })),
      })
      .map((value) => encrypt(JSON.stringify(value))),
  );

  it('never makes readPersistedState throw and yields only well-typed state', () => {
    const before = prototypeSnapshot();
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), randomValue, (key, value) => {
        const storage = createMemoryStorage();
        storage.setItem(key, value);
        const state = readPersistedState(storage, NOW);
        expectWellTyped(state);
        expect(() => makeStore(state)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    expect(prototypeSnapshot()).toEqual(before);
  });
});
