import { afterEach, beforeEach } from 'vitest';
import {
  createMemoryStorage,
  setStorageProblemSink,
  type StorageProblem,
} from '../../src/lib/secureStorage';

/**
 * Collects what secure storage reports (tampered or unreadable values) during each test of the
 * calling file. The returned array is emptied before every test.
 */
export function captureStorageProblems(): StorageProblem[] {
  const problems: StorageProblem[] = [];
  beforeEach(() => {
    problems.length = 0;
    setStorageProblemSink((problem) => problems.push(problem));
  });
  afterEach(() => {
    setStorageProblemSink(null);
  });
  return problems;
}

/**
 * Storage that throws as browsers do: reading throws SecurityError (storage disabled), writing
 * throws QuotaExceededError. `failOn` picks which calls fail; removals always work.
 */
export function throwingStorage(failOn: 'getItem' | 'setItem' | 'all'): Storage {
  const inner = createMemoryStorage();
  const readFails = failOn !== 'setItem';
  const writeFails = failOn !== 'getItem';
  return {
    get length() {
      return inner.length;
    },
    clear: () => {
      inner.clear();
    },
    key: (index: number) => inner.key(index),
    getItem: (key: string) => {
      if (readFails) throw new DOMException('Storage is disabled.', 'SecurityError');
      return inner.getItem(key);
    },
    setItem: (key: string, value: string) => {
      if (writeFails) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      inner.setItem(key, value);
    },
    removeItem: (key: string) => {
      inner.removeItem(key);
    },
  };
}
