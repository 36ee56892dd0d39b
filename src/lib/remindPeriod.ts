import { env } from '../config/env';
import { isBlockedKey, readFiniteNumber, recordOf, type Reader } from './safeJson';
import { defaultStorage, readSecure, writeSecure } from './secureStorage';

/**
 * Reminder periods (spec 02 §3): per key, the time until which a reminder stays quiet, stored
 * as epoch seconds and set as a number of seconds from now. Expired entries are pruned. The
 * record lives encrypted under the storage key RemindPeriodInfo.
 */
export type ReminderPeriods = Readonly<Record<string, number>>;

export const REMIND_PERIOD_KEY = 'RemindPeriodInfo';
export const MAX_REMINDERS = 100;
export const MAX_REMINDER_KEY_CHARS = 100;
/** Plain-text cap of the stored record (the four persisted keys stay under 50 KB together). */
export const REMIND_PERIOD_MAX_CHARS = 4_000;

function toSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

function isUsableKey(key: string): boolean {
  return key !== '' && key.length <= MAX_REMINDER_KEY_CHARS && !isBlockedKey(key);
}

/** Only the entries still running at `now` (epoch ms). */
export function pruneReminders(periods: ReminderPeriods, now: number): ReminderPeriods {
  const nowSeconds = toSeconds(now);
  return Object.fromEntries(
    Object.entries(periods).filter(([key, until]) => isUsableKey(key) && until > nowSeconds),
  );
}

/** True when no running period keeps the reminder for `key` quiet at `now` (epoch ms). */
export function isReminderDue(periods: ReminderPeriods, key: string, now: number): boolean {
  if (!Object.hasOwn(periods, key)) return true;
  const until = periods[key];
  return until === undefined || until <= toSeconds(now);
}

/**
 * A new record in which `key` stays quiet for `seconds` from `now` (epoch ms); expired entries
 * are pruned. Zero or negative seconds clear the key. Unusable keys leave the record as it is.
 */
export function withReminder(
  periods: ReminderPeriods,
  key: string,
  seconds: number,
  now: number,
): ReminderPeriods {
  const pruned = pruneReminders(periods, now);
  if (!isUsableKey(key) || !Number.isFinite(seconds)) return pruned;
  const others = Object.entries(pruned).filter(([existing]) => existing !== key);
  if (seconds <= 0) return Object.fromEntries(others);
  const kept = others.sort(([, a], [, b]) => b - a).slice(0, MAX_REMINDERS - 1);
  return Object.fromEntries([...kept, [key, toSeconds(now) + Math.floor(seconds)]]);
}

const readPeriods: Reader<Record<string, number>> = recordOf(readFiniteNumber, MAX_REMINDERS);

function storageOptions(passphrase: string) {
  return { passphrase, maxChars: REMIND_PERIOD_MAX_CHARS };
}

/** The stored record, pruned; a tampered record is removed and reads as empty. */
export function readReminderPeriods(
  storage: Storage = defaultStorage(),
  now = Date.now(),
  passphrase = env.storagePassphrase,
): ReminderPeriods {
  const stored = readSecure(storage, REMIND_PERIOD_KEY, readPeriods, storageOptions(passphrase));
  return stored ? pruneReminders(stored.value, now) : {};
}

export function writeReminderPeriods(
  periods: ReminderPeriods,
  storage: Storage = defaultStorage(),
  passphrase = env.storagePassphrase,
): void {
  writeSecure(storage, REMIND_PERIOD_KEY, JSON.stringify(periods), storageOptions(passphrase));
}

/** Keeps the reminder for `key` quiet for `seconds`, in storage. */
export function remindLater(
  key: string,
  seconds: number,
  storage: Storage = defaultStorage(),
  now = Date.now(),
): ReminderPeriods {
  const next = withReminder(readReminderPeriods(storage, now), key, seconds, now);
  writeReminderPeriods(next, storage);
  return next;
}

/** Whether the reminder for `key` is due, by the stored record. */
export function shouldRemind(
  key: string,
  storage: Storage = defaultStorage(),
  now = Date.now(),
): boolean {
  return isReminderDue(readReminderPeriods(storage, now), key, now);
}
