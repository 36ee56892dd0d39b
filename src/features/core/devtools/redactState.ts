/** Keys whose values are secrets or personal data: the state viewer shows only their length. */
const REDACTED_KEYS = new Set([
  'token',
  'pid',
  'PidHash',
  'mail',
  'mobile',
  'birthday',
  'identifier',
  'idfa',
  'adid',
]);

/** A copy of the state fit for display: secrets and personal fields replaced by a mark. */
export function redactState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactState);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    copy[key] =
      REDACTED_KEYS.has(key) && typeof entry === 'string' && entry !== ''
        ? `[redacted, ${String(entry.length)} characters]`
        : redactState(entry);
  }
  return copy;
}
