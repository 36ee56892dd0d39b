import { buildSeed } from './seed';
import type { SandboxDb } from './types';

/**
 * The sandbox's one database. In Node (vitest) it lives in memory and resetSandbox() restores
 * the seed. In the browser keepInStorage(localStorage) makes localStorage the one copy that
 * counts: every page of the portal (each tab, and the page a reload replaces) runs its own
 * handlers, so a copy held in one page's memory goes stale as soon as another page writes.
 * Each read therefore checks the stored text first (once per synchronous turn) and adopts it when
 * another page has changed it, and each change is made on that freshest copy and written at once
 * in the same turn (read before write). See docs/sandbox.md, "One database for every page".
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
  'prepaidAccounts',
  'shell',
  'roaming',
  'memberArea',
  'mobile',
  'support',
  'outbox',
  'charges',
  'campaigns',
  'entertainment',
  'ecs',
  'addons',
  'fixedline',
] as const satisfies readonly (keyof SandboxDb)[];

let storage: Storage | null = null;
let current: SandboxDb | null = null;
/** The stored text `current` was read from or written as; null when it was never stored. */
let currentText: string | null = null;
/** Whether the stored text was compared in this synchronous turn (reset by a microtask). */
let checkedThisTurn = false;

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

/** The stored text; undefined when the storage cannot be read at all. */
function readStoredText(): string | null | undefined {
  if (!storage) return undefined;
  try {
    return storage.getItem(SANDBOX_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

function parseDb(text: string): SandboxDb | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return looksLikeDb(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function save(database: SandboxDb): void {
  if (!storage) return;
  try {
    const text = JSON.stringify(database);
    storage.setItem(SANDBOX_STORAGE_KEY, text);
    currentText = text;
  } catch {
    // A full or blocked storage only costs persistence across reloads and pages.
  }
}

/**
 * Another page's writes land between tasks, never inside one: one comparison per synchronous
 * turn is enough, and a handler that awaits (a request body, the simulated latency) looks again.
 */
function markChecked(): void {
  if (checkedThisTurn) return;
  checkedThisTurn = true;
  queueMicrotask(() => {
    checkedThisTurn = false;
  });
}

/** The freshest database: the stored one when another page changed it, seeded on first use. */
function freshDb(): SandboxDb {
  if (current && (checkedThisTurn || !storage)) return current;
  const text = readStoredText();
  markChecked();
  if (text === undefined) {
    // No storage (Node) or one that cannot be read: this page's copy is the database.
    current ??= buildSeed(new Date());
    return current;
  }
  if (current && text === currentText) return current;
  const stored = text === null ? null : parseDb(text);
  if (stored) {
    current = stored;
    currentText = text;
    return current;
  }
  // Nothing stored yet, or something unreadable: start from the seed and store it.
  current = buildSeed(new Date());
  currentText = null;
  save(current);
  return current;
}

/** The current database (seeded on first use; in the browser, what the pages last stored). */
export function db(): SandboxDb {
  return freshDb();
}

/**
 * Applies a change to the freshest database and, in the browser, writes it through to storage in
 * the same turn, so that no other page's change is written over.
 */
export function mutate<T>(change: (database: SandboxDb) => T): T {
  const database = freshDb();
  const result = change(database);
  save(database);
  return result;
}

/** Back to the seed, dated now; the clock offset, sessions and injected faults are cleared. */
export function resetSandbox(): void {
  current = buildSeed(new Date());
  currentText = null;
  save(current);
}

/**
 * Browser: keep the database in this storage from now on, reading it from there if it is there.
 * null goes back to memory only (Node). Either way the next db() loads afresh.
 */
export function keepInStorage(target: Storage | null): void {
  storage = target;
  current = null;
  currentText = null;
  checkedThisTurn = false;
}

/** A number unique within this database, for tokens and ids (no randomness). */
export function nextSequence(): number {
  return mutate((database) => {
    database.meta.sequence += 1;
    return database.meta.sequence;
  });
}
