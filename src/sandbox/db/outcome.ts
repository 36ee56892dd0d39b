/**
 * What a sandbox rule answers: what it did (`value`), or the carrier's refusal. The message is the
 * carrier's words; the code is there when the portal tells refusals apart by it.
 */
export interface Refusal {
  code?: string;
  message: string;
}

export type Refused = { ok: false } & Refusal;

export type Outcome<T = undefined> = { ok: true; value: T } | Refused;

export function accepted<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** A refusal from its message (and code), or from a `{ code, message }` catalogue entry. */
export function refused(refusal: Refusal | string, code?: string): Refused {
  if (typeof refusal === 'string') {
    return code === undefined
      ? { ok: false, message: refusal }
      : { ok: false, code, message: refusal };
  }
  return { ok: false, ...refusal };
}
