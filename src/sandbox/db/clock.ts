import { db, mutate } from './state';
import { sendBillReminders } from './tables/alertRules';

/**
 * The sandbox clock: the real time plus an offset that can be advanced (for rules such as "visible
 * after 10 minutes"). Handlers take every "now" from here, never from Date directly.
 */
export function sandboxNow(): Date {
  return new Date(Date.now() + db().meta.clockOffsetMs);
}

/** Moves the clock on; the bill reminders that fall due by then are sent. */
export function advanceSandboxClock(milliseconds: number): void {
  mutate((database) => {
    database.meta.clockOffsetMs += milliseconds;
    sendBillReminders(database, new Date(Date.now() + database.meta.clockOffsetMs));
  });
}

export function clockOffsetMs(): number {
  return db().meta.clockOffsetMs;
}
