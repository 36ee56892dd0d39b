import { env } from '../config/env';
import { INVALID, readFiniteNumber, readString, shape, type Reader } from '../lib/safeJson';
import { defaultStorage, readSecure, removeSecure, writeSecure } from '../lib/secureStorage';
import type { EcsRole, EcsUser } from './types/ecs';

/**
 * The enterprise (ECS) session: one company user's, kept apart from a consumer member session in
 * the same browser (its own key, its own sign-out). Stored AES-encrypted in localStorage so that
 * a reload or a new tab keeps it, like the member session; no password is ever stored.
 */
export const ECS_SESSION_KEY = 'ECSSession';
const MAX_CHARS = 2_000;

export interface EcsSession {
  token: string;
  /** Epoch ms of the session's end. */
  expiresAt: number;
  user: EcsUser;
  companyName: string;
  taxId: string;
}

const readRole: Reader<EcsRole> = (value) =>
  value === 'admin' || value === 'staff' ? value : INVALID;

const readSession = shape<EcsSession>({
  token: readString,
  expiresAt: readFiniteNumber,
  user: shape<EcsUser>({ userId: readString, name: readString, role: readRole }),
  companyName: readString,
  taxId: readString,
});

const options = () => ({ passphrase: env.storagePassphrase, maxChars: MAX_CHARS });
const listeners = new Set<() => void>();
let cached: { text: string | null; session: EcsSession | null } | null = null;

function storedText(): string | null {
  try {
    return defaultStorage().getItem(ECS_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The live session, or null (none, expired or unreadable). The same object while unchanged. */
export function readEcsSession(now = Date.now()): EcsSession | null {
  const text = storedText();
  if (cached?.text !== text) {
    const read =
      text === null ? null : readSecure(defaultStorage(), ECS_SESSION_KEY, readSession, options());
    cached = { text, session: read?.value ?? null };
  }
  const session = cached.session;
  return session && session.expiresAt > now ? session : null;
}

function changed(): void {
  cached = null;
  listeners.forEach((listener) => {
    listener();
  });
}

export function saveEcsSession(session: EcsSession): void {
  writeSecure(defaultStorage(), ECS_SESSION_KEY, JSON.stringify(session), options());
  changed();
}

export function clearEcsSession(): void {
  removeSecure(defaultStorage(), ECS_SESSION_KEY);
  changed();
}

/** For useSyncExternalStore: told when this page signs in or out, or another tab does. */
export function subscribeEcsSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ECS_SESSION_KEY || event.key === null) changed();
  };
  globalThis.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener('storage', onStorage);
  };
}
