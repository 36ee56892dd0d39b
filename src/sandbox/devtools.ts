import { advanceSandboxClock, clockOffsetMs } from './db/clock';
import { failNextCall, isSlowMode, pendingFailure, setSlowMode } from './faults';
import { db } from './db/state';
import { outboxView } from './db/tables/outbox';
import { resetAll } from './panel';
import type { SandboxControls } from '../state/sandboxControls';

/** The sandbox as the DevOpsTools page controls it. */
export const sandboxControls: SandboxControls = {
  status: () => ({
    pendingFailure: pendingFailure(),
    slowMode: isSlowMode(),
    clockOffsetMinutes: Math.round(clockOffsetMs() / 60_000),
  }),
  outbox: (language) => outboxView(db(), language),
  failNext: failNextCall,
  setSlowMode,
  advanceClock: (minutes) => {
    advanceSandboxClock(minutes * 60_000);
  },
  reset: resetAll,
};
