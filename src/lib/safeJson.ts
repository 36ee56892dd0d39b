/**
 * Parsing of untrusted JSON (storage, cookies, launch parameters): never throws, caps the size,
 * never lets a key reach a prototype, and validates the shape field by field so that only known
 * fields with the right types are copied (design §9).
 */

export const DEFAULT_MAX_JSON_CHARS = 50_000;

/** Keys that could reach a prototype when copied; dropped wherever they appear. */
const BLOCKED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isBlockedKey(key: string): boolean {
  return BLOCKED_KEYS.has(key);
}

export interface UntrustedJson {
  value: unknown;
  /** The text held a __proto__, constructor or prototype key (dropped from the value). */
  hadBlockedKeys: boolean;
}

/** Parses untrusted text; null when it is not a string, empty, too long or not JSON. */
export function parseUntrustedJson(
  text: unknown,
  maxChars = DEFAULT_MAX_JSON_CHARS,
): UntrustedJson | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > maxChars) return null;
  let hadBlockedKeys = false;
  try {
    const value = JSON.parse(text, (key, entry: unknown) => {
      if (!isBlockedKey(key)) return entry;
      hadBlockedKeys = true;
      return undefined;
    }) as unknown;
    return { value, hadBlockedKeys };
  } catch {
    return null;
  }
}

/** The parsed value without any blocked key, or null on any failure. Never throws. */
export function safeJsonParse(text: unknown, maxChars = DEFAULT_MAX_JSON_CHARS): unknown {
  return parseUntrustedJson(text, maxChars)?.value ?? null;
}

export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A reader returns the typed value or INVALID; `undefined` in means the field is missing. */
export const INVALID: unique symbol = Symbol('invalid');
export type Reader<T> = (value: unknown) => T | typeof INVALID;

export const DEFAULT_MAX_STRING = 2_000;
export const DEFAULT_MAX_ITEMS = 500;

export function stringOf(maxLength = DEFAULT_MAX_STRING): Reader<string> {
  return (value) => (typeof value === 'string' && value.length <= maxLength ? value : INVALID);
}

export const readString: Reader<string> = stringOf();

export const readFiniteNumber: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID;

export const readBoolean: Reader<boolean> = (value) =>
  typeof value === 'boolean' ? value : INVALID;

/** Missing (undefined) reads as the fallback; a present value must pass the reader. */
export function withDefault<T>(reader: Reader<T>, fallback: T): Reader<T> {
  return (value) => (value === undefined ? fallback : reader(value));
}

/** Missing reads as undefined (the field is then left out); a present value must pass. */
export function optional<T>(reader: Reader<T>): Reader<T | undefined> {
  return (value) => (value === undefined ? undefined : reader(value));
}

/** `null` stays null; anything else must pass the reader. */
export function nullable<T>(reader: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : reader(value));
}

export function arrayOf<T>(item: Reader<T>, maxItems = DEFAULT_MAX_ITEMS): Reader<T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length > maxItems) return INVALID;
    const out: T[] = [];
    for (const entry of value as unknown[]) {
      const read = item(entry);
      if (read === INVALID) return INVALID;
      out.push(read);
    }
    return out;
  };
}

/** A record with free keys (blocked keys dropped); every value must pass the reader. */
export function recordOf<T>(
  item: Reader<T>,
  maxKeys = DEFAULT_MAX_ITEMS,
): Reader<Record<string, T>> {
  return (value) => {
    if (!isPlainRecord(value)) return INVALID;
    const entries = Object.entries(value).filter(([key]) => !isBlockedKey(key));
    if (entries.length > maxKeys) return INVALID;
    const out: [string, T][] = [];
    for (const [key, entry] of entries) {
      const read = item(entry);
      if (read === INVALID) return INVALID;
      out.push([key, read]);
    }
    return Object.fromEntries(out);
  };
}

/** An object with exactly the named fields; unknown keys are dropped, undefined ones left out. */
export function shape<T extends object>(fields: {
  [K in keyof Required<T>]: Reader<T[K]>;
}): Reader<T> {
  return (value) => {
    if (!isPlainRecord(value)) return INVALID;
    const out: Partial<Record<keyof T, unknown>> = {};
    for (const key of Object.keys(fields) as (keyof T & string)[]) {
      const read = fields[key](Object.hasOwn(value, key) ? value[key] : undefined);
      if (read === INVALID) return INVALID;
      if (read !== undefined) out[key] = read;
    }
    return out as T;
  };
}

/** Any JSON value (as safeJsonParse produces it), with bounded depth and size. */
export function jsonValueOf(maxDepth = 6, maxItems = DEFAULT_MAX_ITEMS): Reader<unknown> {
  const read = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : INVALID;
    if (depth >= maxDepth) return INVALID;
    if (Array.isArray(value)) {
      return arrayOf((entry) => read(entry, depth + 1), maxItems)(value);
    }
    return recordOf((entry) => read(entry, depth + 1), maxItems)(value);
  };
  return (value) => read(value, 0);
}

/** Parses and validates in one step: the typed value or null. Never throws. */
export function parseJsonAs<T>(text: unknown, reader: Reader<T>, maxChars?: number): T | null {
  const parsed = safeJsonParse(text, maxChars);
  if (parsed === null) return null;
  try {
    const read = reader(parsed);
    return read === INVALID ? null : read;
  } catch {
    return null;
  }
}
