import { db, mutate } from './state';

/**
 * The sandbox clock: the real time plus an offset that can be advanced (for rules such as "visible
 * after 10 minutes"). Handlers take every "now" from here, never from Date directly.
 */
export function sandboxNow(): Date {
  return new Date(Date.now() + db().meta.clockOffsetMs);
}

export function advanceSandboxClock(milliseconds: number): void {
  mutate((database) => {
    database.meta.clockOffsetMs += milliseconds;
  });
}

export function clockOffsetMs(): number {
  return db().meta.clockOffsetMs;
}
