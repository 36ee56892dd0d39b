import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { encryptText } from '../../src/lib/aes';
import {
  isReminderDue,
  MAX_REMINDERS,
  pruneReminders,
  readReminderPeriods,
  REMIND_PERIOD_KEY,
  remindLater,
  shouldRemind,
  withReminder,
  writeReminderPeriods,
} from '../../src/lib/remindPeriod';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { captureStorageProblems } from '../support/storage';

const NOW = Date.UTC(2025, 0, 1); // epoch ms
const NOW_S = NOW / 1000;

const problems = captureStorageProblems();

describe('reminder periods (pure)', () => {
  it('is due when there is no entry', () => {
    expect(isReminderDue({}, 'nps', NOW)).toBe(true);
  });

  it('stays quiet for the given seconds, then is due', () => {
    const periods = withReminder({}, 'nps', 30 * 86_400, NOW);
    expect(periods).toEqual({ nps: NOW_S + 30 * 86_400 });
    expect(isReminderDue(periods, 'nps', NOW)).toBe(false);
    expect(isReminderDue(periods, 'nps', NOW + 30 * 86_400_000 - 1_000)).toBe(false);
    expect(isReminderDue(periods, 'nps', NOW + 30 * 86_400_000)).toBe(true);
    expect(isReminderDue(periods, 'other', NOW)).toBe(true);
  });

  it('prunes expired entries when a reminder is added', () => {
    const periods = { old: NOW_S - 1, running: NOW_S + 60 };
    expect(withReminder(periods, 'new', 10, NOW)).toEqual({
      running: NOW_S + 60,
      new: NOW_S + 10,
    });
    expect(pruneReminders(periods, NOW)).toEqual({ running: NOW_S + 60 });
  });

  it('clears a key with zero seconds and ignores unusable keys', () => {
    const periods = withReminder({}, 'nps', 60, NOW);
    expect(withReminder(periods, 'nps', 0, NOW)).toEqual({});
    expect(withReminder(periods, '', 60, NOW)).toEqual(periods);
    expect(withReminder(periods, '__proto__', 60, NOW)).toEqual(periods);
    expect(withReminder(periods, 'x', Number.NaN, NOW)).toEqual(periods);
    expect(Object.getPrototypeOf(withReminder(periods, '__proto__', 60, NOW))).toBe(
      Object.prototype,
    );
  });

  it('keeps at most MAX_REMINDERS entries, dropping the soonest to end', () => {
    let periods = {};
    for (let index = 0; index < MAX_REMINDERS + 10; index += 1) {
      periods = withReminder(periods, `key${index}`, 1_000 + index, NOW);
    }
    expect(Object.keys(periods)).toHaveLength(MAX_REMINDERS);
    expect(isReminderDue(periods, `key${MAX_REMINDERS + 9}`, NOW)).toBe(false);
    expect(isReminderDue(periods, 'key0', NOW)).toBe(true);
  });

  it('holds for any key and any positive period', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.integer({ min: 1, max: 10 ** 8 }),
        (key, seconds) => {
          fc.pre(!['__proto__', 'constructor', 'prototype'].includes(key));
          const periods = withReminder({}, key, seconds, NOW);
          expect(isReminderDue(periods, key, NOW)).toBe(false);
          expect(isReminderDue(periods, key, NOW + seconds * 1000)).toBe(true);
        },
      ),
    );
  });
});

describe('reminder periods in storage', () => {
  it('round-trips through RemindPeriodInfo, encrypted', () => {
    const storage = createMemoryStorage();
    remindLater('announcement', 3_600, storage, NOW);
    expect(storage.getItem(REMIND_PERIOD_KEY)).not.toContain('announcement');
    expect(readReminderPeriods(storage, NOW)).toEqual({ announcement: NOW_S + 3_600 });
    expect(shouldRemind('announcement', storage, NOW + 1_000)).toBe(false);
    expect(shouldRemind('announcement', storage, NOW + 3_600_000)).toBe(true);
  });

  it('reads expired entries as gone', () => {
    const storage = createMemoryStorage();
    writeReminderPeriods({ a: NOW_S - 10, b: NOW_S + 10 }, storage);
    expect(readReminderPeriods(storage, NOW)).toEqual({ b: NOW_S + 10 });
  });

  it.each([
    ['not a ciphertext', 'hello'],
    ['not JSON', encryptText('nope', env.storagePassphrase)],
    ['the wrong shape', encryptText('{"a":"soon"}', env.storagePassphrase)],
    ['an array', encryptText('[1,2]', env.storagePassphrase)],
    ['oversized', encryptText(`{"a":1,"b":"${'x'.repeat(5_000)}"}`, env.storagePassphrase)],
  ])('removes a tampered record (%s) and reads it as empty', (_label, raw) => {
    const storage = createMemoryStorage();
    storage.setItem(REMIND_PERIOD_KEY, raw);
    expect(readReminderPeriods(storage, NOW)).toEqual({});
    expect(storage.getItem(REMIND_PERIOD_KEY)).toBeNull();
    expect(problems).toHaveLength(1);
  });

  it('removes a stored record that carries prototype keys, leaving Object.prototype alone', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      REMIND_PERIOD_KEY,
      encryptText(`{"__proto__":{"polluted":1},"ok":${NOW_S + 99}}`, env.storagePassphrase),
    );
    expect(readReminderPeriods(storage, NOW)).toEqual({});
    expect(storage.getItem(REMIND_PERIOD_KEY)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(problems).toEqual([{ key: REMIND_PERIOD_KEY, reason: 'wrong-shape' }]);
  });

  it('uses the page localStorage by default', () => {
    remindLater('popup', 60);
    expect(localStorage.getItem(REMIND_PERIOD_KEY)).not.toBeNull();
    expect(shouldRemind('popup')).toBe(false);
  });
});
