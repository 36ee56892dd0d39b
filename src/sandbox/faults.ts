import { db, mutate } from './db/state';
import type { InjectedFailure } from './db/types';

/**
 * Fault injection and simulated latency.
 * - failNextCall(): the next API call (whichever it is) fails once: 'http503' answers HTTP 503
 *   with an empty JSON body (the portal shows its own "service answered with an error"),
 *   'result' answers HTTP 200 `{ result: -1, message }` (the carrier's own refusal).
 * - Slow mode adds SLOW_MODE_EXTRA_MS to every call.
 * Latency is simulated in the browser only: enableLatency() is called by browser.ts, never in
 * Node, so tests are never slowed down (slow mode is then recorded but adds nothing).
 */
export const SLOW_MODE_EXTRA_MS = 3_000;
export const INJECTED_FAILURE_MESSAGE = '系統忙碌中，請稍後再試（sandbox: injected failure）';

let latency = { enabled: false, baseMs: 0 };

export function enableLatency(baseMs: number): void {
  latency = { enabled: true, baseMs: Math.max(0, baseMs) };
}

/** The delay of one call: none unless latency is enabled; slow mode adds 3 s. */
export function latencyFor(settings: {
  enabled: boolean;
  baseMs: number;
  slowMode: boolean;
}): number {
  if (!settings.enabled) return 0;
  return settings.baseMs + (settings.slowMode ? SLOW_MODE_EXTRA_MS : 0);
}

export function currentLatencyMs(): number {
  return latencyFor({ ...latency, slowMode: db().meta.slowMode });
}

export function failNextCall(kind: InjectedFailure = 'http503'): void {
  mutate((database) => {
    database.meta.failNext = kind;
  });
}

export function pendingFailure(): InjectedFailure | null {
  return db().meta.failNext;
}

/** The armed failure, disarmed on the way out (one shot). */
export function takeInjectedFailure(): InjectedFailure | null {
  const armed = db().meta.failNext;
  if (armed !== null) {
    mutate((database) => {
      database.meta.failNext = null;
    });
  }
  return armed;
}

export function setSlowMode(on: boolean): void {
  mutate((database) => {
    database.meta.slowMode = on;
  });
}

export function isSlowMode(): boolean {
  return db().meta.slowMode;
}
