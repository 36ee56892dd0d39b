import { hexToText } from '../../lib/hex';
import { safeReturnPath } from '../../lib/returnPath';
import { isPlainRecord, safeJsonParse } from '../../lib/safeJson';

/**
 * What /Error/:hex says: the apps, single sign-on and the chunk-load guard send the hex of UTF-8
 * text, either a bare code (`SSO_TIMEOUT`) or JSON `{ "reason", "code", "from" }`. The address is
 * untrusted: the payload is capped, never throws, and only known reasons, a short plain code and
 * a same-origin path survive. A message text in the payload is never shown.
 */
export const MAX_ERROR_PAYLOAD_BYTES = 1024;

/** The reasons the page words in plain language; anything else gets the general message. */
export const ERROR_REASONS = ['chunk', 'signIn', 'launch', 'session', 'network'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export interface ErrorPayload {
  reason: ErrorReason | null;
  /** A reference the customer can quote to the service desk: letters, digits, `_.-`, up to 32. */
  code: string | null;
  /** The same-origin page to try again, when the sender named one. */
  from: string | null;
}

const NOTHING: ErrorPayload = { reason: null, code: null, from: null };
const CODE_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;

function readCode(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && CODE_PATTERN.test(value) ? value : null;
}

function readReason(value: unknown): ErrorReason | null {
  return (ERROR_REASONS as readonly unknown[]).includes(value) ? (value as ErrorReason) : null;
}

function readFrom(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  const path = safeReturnPath(value);
  return path === '/' && value !== '/' ? null : path;
}

export function decodeErrorPayload(hex: string | undefined): ErrorPayload {
  if (hex === undefined || hex === '') return NOTHING;
  const text = hexToText(hex, MAX_ERROR_PAYLOAD_BYTES);
  if (text === null) return NOTHING;
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return { ...NOTHING, code: readCode(trimmed) };
  const value = safeJsonParse(trimmed, MAX_ERROR_PAYLOAD_BYTES);
  if (!isPlainRecord(value)) return NOTHING;
  return {
    reason: readReason(value.reason),
    code: readCode(value.code),
    from: readFrom(value.from),
  };
}
