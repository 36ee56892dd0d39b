import { decryptText, encryptText, isSaltedCiphertext } from './aes';
import { INVALID, parseUntrustedJson, type Reader } from './safeJson';

/**
 * AES-encrypted values in a Storage (spec 01 §9: "local storage is encrypted with a fixed
 * passphrase"). The passphrase is obfuscation, not secrecy: never store a password here.
 *
 * Every Storage is used through a resilient wrapper: when the browser's storage throws (quota
 * exceeded, disabled, SecurityError on access) the session continues on an in-memory storage.
 * A stored value that cannot be read back is reported once, removed and read as empty.
 */

export type StorageProblemReason =
  'unavailable' | 'not-ciphertext' | 'undecryptable' | 'too-large' | 'not-json' | 'wrong-shape';

export interface StorageProblem {
  key: string;
  reason: StorageProblemReason;
}

type ProblemSink = (problem: StorageProblem) => void;

const consoleSink: ProblemSink = (problem) => {
  if (import.meta.env.MODE === 'test') return;
  console.warn(`[storage] ${problem.key}: ${problem.reason}; read as empty`);
};

let problemSink: ProblemSink = consoleSink;

/** Where storage problems go; tests collect them, the app logs them (the one logger). */
export function setStorageProblemSink(sink: ProblemSink | null): void {
  problemSink = sink ?? consoleSink;
}

export function reportStorageProblem(problem: StorageProblem): void {
  try {
    problemSink(problem);
  } catch {
    // A failing logger must not break a read.
  }
}

export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => {
      values.clear();
    },
    getItem: (key: string) => values.get(key) ?? null,
    key: (index: number) => [...values.keys()][index] ?? null,
    removeItem: (key: string) => {
      values.delete(key);
    },
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

const resilientWrappers = new WeakMap<Storage, Storage>();
const resilientSet = new WeakSet<Storage>();

/** A Storage that never throws: after the first failure it serves this session from memory. */
export function createResilientStorage(access: () => Storage): Storage {
  const memory = createMemoryStorage();
  let real: Storage | null = null;
  let degraded = false;

  const degrade = () => {
    if (degraded) return;
    degraded = true;
    reportStorageProblem({ key: '*', reason: 'unavailable' });
    // Keep what can still be read (e.g. after a quota error on write).
    try {
      if (real) {
        for (let index = 0; index < real.length; index += 1) {
          const key = real.key(index);
          const value = key === null ? null : real.getItem(key);
          if (key !== null && value !== null) memory.setItem(key, value);
        }
      }
    } catch {
      // Nothing readable: the session starts empty.
    }
  };

  const run = <T>(operation: (storage: Storage) => T): T => {
    if (!degraded) {
      try {
        real ??= access();
        return operation(real);
      } catch {
        degrade();
      }
    }
    return operation(memory);
  };

  /** Removal also reaches the real storage when it can, so a logout leaves nothing behind. */
  const alsoOnReal = (operation: (storage: Storage) => void) => {
    if (!degraded || !real) return;
    try {
      operation(real);
    } catch {
      // Best effort only.
    }
  };

  const wrapper: Storage = {
    get length() {
      return run((storage) => storage.length);
    },
    clear: () => {
      alsoOnReal((storage) => {
        storage.clear();
      });
      run((storage) => {
        storage.clear();
      });
    },
    getItem: (key: string) => run((storage) => storage.getItem(key)),
    key: (index: number) => run((storage) => storage.key(index)),
    removeItem: (key: string) => {
      alsoOnReal((storage) => {
        storage.removeItem(key);
      });
      run((storage) => {
        storage.removeItem(key);
      });
    },
    setItem: (key: string, value: string) => {
      run((storage) => {
        storage.setItem(key, value);
      });
    },
  };
  resilientSet.add(wrapper);
  return wrapper;
}

/** The resilient wrapper of a Storage; the same wrapper every time for the same Storage. */
export function resilientStorage(storage: Storage): Storage {
  if (resilientSet.has(storage)) return storage;
  let wrapper = resilientWrappers.get(storage);
  if (!wrapper) {
    wrapper = createResilientStorage(() => storage);
    resilientWrappers.set(storage, wrapper);
  }
  return wrapper;
}

let browserStorage: Storage | null = null;

/** The page's localStorage, resilient. Reading `window.localStorage` itself may throw. */
export function defaultStorage(): Storage {
  browserStorage ??= createResilientStorage(() => globalThis.localStorage);
  return browserStorage;
}

/** A salted header, a salt and whole AES blocks in canonical base64 (lib/aes.ts). */
export function looksLikeCiphertext(raw: string): boolean {
  return isSaltedCiphertext(raw);
}

/** The longest ciphertext a plain text of maxChars UTF-16 units can give (UTF-8, base64). */
export function maxCipherChars(maxChars: number): number {
  return 4 * maxChars + 64;
}

export interface SecureValueOptions {
  passphrase: string;
  /** Longest plain text accepted, in characters. */
  maxChars: number;
}

export type DecryptOutcome =
  | { plain: string }
  | { problem: Exclude<StorageProblemReason, 'unavailable' | 'not-json' | 'wrong-shape'> };

/** Decrypts a stored value with every check before the JSON step. */
export function decryptChecked(raw: string, options: SecureValueOptions): DecryptOutcome {
  if (raw.length > maxCipherChars(options.maxChars)) return { problem: 'too-large' };
  if (!looksLikeCiphertext(raw)) return { problem: 'not-ciphertext' };
  const plain = decryptText(raw, options.passphrase);
  if (plain === null) return { problem: 'undecryptable' };
  if (plain.length > options.maxChars) return { problem: 'too-large' };
  return { plain };
}

export interface SecureRead<T> {
  value: T;
  /** The decrypted JSON text, to tell later whether a write would change anything. */
  plain: string;
}

/**
 * Reads, decrypts, parses and validates one key. Missing reads as null quietly; anything
 * unreadable is reported, removed from storage and read as null. Never throws.
 */
export function readSecure<T>(
  storage: Storage,
  key: string,
  reader: Reader<T>,
  options: SecureValueOptions,
): SecureRead<T> | null {
  const safe = resilientStorage(storage);
  const raw = safe.getItem(key);
  if (raw === null) return null;
  const fail = (reason: StorageProblemReason) => {
    safe.removeItem(key);
    reportStorageProblem({ key, reason });
    return null;
  };
  const decrypted = decryptChecked(raw, options);
  if ('problem' in decrypted) return fail(decrypted.problem);
  const parsed = parseUntrustedJson(decrypted.plain, options.maxChars);
  if (parsed === null || parsed.value === null) return fail('not-json');
  // The portal never writes such keys: a value holding one was tampered with.
  if (parsed.hadBlockedKeys) return fail('wrong-shape');
  let value: T | typeof INVALID;
  try {
    value = reader(parsed.value);
  } catch {
    value = INVALID;
  }
  if (value === INVALID) return fail('wrong-shape');
  return { value, plain: decrypted.plain };
}

/** Encrypts and stores a JSON text; one over the size cap is refused and the key removed. */
export function writeSecure(
  storage: Storage,
  key: string,
  plain: string,
  options: SecureValueOptions,
): boolean {
  const safe = resilientStorage(storage);
  if (plain.length > options.maxChars) {
    safe.removeItem(key);
    reportStorageProblem({ key, reason: 'too-large' });
    return false;
  }
  safe.setItem(key, encryptText(plain, options.passphrase));
  return true;
}

export function removeSecure(storage: Storage, key: string): void {
  resilientStorage(storage).removeItem(key);
}
