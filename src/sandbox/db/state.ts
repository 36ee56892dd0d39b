import { buildSeed } from './seed';
import type { SandboxDb } from './types';

/**
 * The sandbox's one database. In Node (vitest) it lives in memory and resetSandbox() restores
 * the seed; in the browser keepInStorage(localStorage) makes it survive a reload (localStorage, JSON).
 */
export const SANDBOX_STORAGE_KEY = 'sandbox.db.v2';

const TABLES = [
  'customers',
  'devices',
  'sessions',
  'bills',
  'payments',
  'vipLevels',
  'announcements',
  'news',
  'enterpriseNews',
  'adBanners',
  'prepaidSubscribers',
] as const satisfies readonly (keyof SandboxDb)[];

/** Per-part table groups (sandbox/db/tables/), each an object. */
const TABLE_GROUPS = [
  'login',
  'deviceSettings',
  'billPay',
  'billSettings',
  'ebill',
  'usage',
  'prepaidCards',
  'prepaidPlans',
  'shell',
  'roaming',
  'memberArea',
  'mobile',
  'support',
] as const satisfies readonly (keyof SandboxDb)[];

let storage: Storage | null = null;
let current: SandboxDb | null = null;

function looksLikeDb(value: unknown): value is SandboxDb {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    candidate.version === 1 &&
    typeof candidate.meta === 'object' &&
    candidate.meta !== null &&
    TABLES.every((table) => Array.isArray(candidate[table])) &&
    TABLE_GROUPS.every((group) => typeof candidate[group] === 'object' && candidate[group] !== null)
  );
}

function readStored(): SandboxDb | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(SANDBOX_STORAGE_KEY);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    return looksLikeDb(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function save(): void {
  if (!storage || !current) return;
  try {
    storage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // A full or blocked storage only costs persistence across reloads.
  }
}

/** The current database (seeded on first use). */
export function db(): SandboxDb {
  if (!current) {
    current = readStored() ?? buildSeed(new Date());
    save();
  }
  return current;
}

/** Applies a change and, in the browser, writes the database through to storage. */
export function mutate<T>(change: (database: SandboxDb) => T): T {
  const result = change(db());
  save();
  return result;
}

/** Back to the seed, dated now; the clock offset, sessions and injected faults are cleared. */
export function resetSandbox(): void {
  current = buildSeed(new Date());
  save();
}

/**
 * Browser: keep the database in this storage from now on, reading it from there if it is there.
 * null goes back to memory only (Node). Either way the next db() loads afresh.
 */
export function keepInStorage(target: Storage | null): void {
  storage = target;
  current = null;
}

/** A number unique within this database, for tokens and ids (no randomness). */
export function nextSequence(): number {
  return mutate((database) => {
    database.meta.sequence += 1;
    return database.meta.sequence;
  });
}
