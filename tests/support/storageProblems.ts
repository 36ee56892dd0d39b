import { afterEach, beforeEach } from 'vitest';
import { setStorageProblemSink, type StorageProblem } from '../../src/lib/secureStorage';

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
