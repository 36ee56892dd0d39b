import { safeReturnPath } from './returnPath';
import { isPlainRecord, parseUntrustedJson } from './safeJson';

/**
 * Messages from the host app to the portal (docs/bridge.md). Only these shapes are accepted,
 * field by field: exactly the named keys, each of the right type and form.
 */
export type HostToPortal =
  { type: 'navigate'; path: string } | { type: 'language'; language: string };

/** A host message as JSON text (Android's web messages are strings) is at most this long. */
export const MAX_HOST_MESSAGE_CHARS = 2_048;

const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;

function hasExactly(record: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(record);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(record, key));
}

/** The message data as a plain record: an object, or the JSON text of one. */
function asRecord(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    const parsed = parseUntrustedJson(data, MAX_HOST_MESSAGE_CHARS);
    if (!parsed || parsed.hadBlockedKeys) return null;
    return isPlainRecord(parsed.value) ? parsed.value : null;
  }
  return isPlainRecord(data) ? data : null;
}

function readNavigate(record: Record<string, unknown>): HostToPortal | null {
  const path = record.path;
  if (!hasExactly(record, ['type', 'path']) || typeof path !== 'string') return null;
  // Same-origin portal paths only; anything safeReturnPath would rewrite is refused.
  return path.startsWith('/') && safeReturnPath(path) === path ? { type: 'navigate', path } : null;
}

function readLanguage(record: Record<string, unknown>): HostToPortal | null {
  const language = record.language;
  if (!hasExactly(record, ['type', 'language']) || typeof language !== 'string') return null;
  return LANGUAGE.test(language) ? { type: 'language', language } : null;
}

/** A host message, if it comes from an allowed origin and has a known shape; else null. */
export function readHostMessage(
  event: { origin: string; data: unknown },
  allowedOrigins: readonly string[],
): HostToPortal | null {
  try {
    if (event.origin === '' || event.origin === 'null') return null;
    if (!allowedOrigins.includes(event.origin)) return null;
    const record = asRecord(event.data);
    if (!record) return null;
    if (record.type === 'navigate') return readNavigate(record);
    if (record.type === 'language') return readLanguage(record);
    return null;
  } catch {
    return null;
  }
}
