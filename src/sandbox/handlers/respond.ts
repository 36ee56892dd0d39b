import { HttpResponse } from 'msw';
import type { CarrierEnvelope } from '../../api/http';
import { env } from '../../config/env';
import { encryptText } from '../../lib/aes';
import type { Outcome, Refusal } from '../db/outcome';

/**
 * How every sandbox handler reads a request and answers: the carrier's wrapper `{ result: 1, data }`
 * or `{ result: -1, message, code? }`.
 */

/** `{ result: 1, data }`, typed by the api module's reply type so drift fails tsc. */
export function ok<T>(data: T) {
  return HttpResponse.json<CarrierEnvelope<T>>({ result: 1, data });
}

/** A reply's data AES-encrypted, as the member and device-menu replies are; T is the plain type. */
export type Encrypted<T> = string & { readonly plain?: T };

export function encrypted<T>(data: T): Encrypted<T> {
  return encryptText(JSON.stringify(data), env.storagePassphrase);
}

/** `{ result: -1, message }`: a refusal the portal shows as it is. */
export function refuse(message: string) {
  return HttpResponse.json<CarrierEnvelope<never>>({ result: -1, message });
}

/** `{ result: -1, message, code }`: a refusal with the code the portal tells it apart by. */
export function refuseWith({ code, message }: Refusal, status = 200) {
  return HttpResponse.json<CarrierEnvelope<never>>({ result: -1, message, code }, { status });
}

/** A rule's outcome as the carrier's reply: its value, or its refusal. */
export function reply<T>(outcome: Outcome<T>) {
  return outcome.ok ? ok<T>(outcome.value) : refuseWith(outcome);
}

/** A request value as trimmed text ('' for anything else). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The JSON body as an object, or null when it is missing or not an object. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
