import { useEffect, useState } from 'react';

/** Seconds between countdown ticks (spec 02 §9). */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * A per-slide countdown: restarts at `seconds` whenever `resetKey` changes, ticks each second
 * unless paused, and calls `onZero` once when it reaches zero. `seconds` 0 means no countdown.
 */
export function useCountdown(
  seconds: number,
  resetKey: unknown,
  paused: boolean,
  onZero: () => void,
): number {
  const [state, setState] = useState({ resetKey, remaining: seconds });
  if (state.resetKey !== resetKey) setState({ resetKey, remaining: seconds });
  const remaining = state.resetKey === resetKey ? state.remaining : seconds;

  useEffect(() => {
    if (seconds <= 0 || paused) return undefined;
    if (remaining <= 0) {
      onZero();
      return undefined;
    }
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, remaining: previous.remaining - 1 }));
    }, COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [seconds, paused, remaining, onZero]);

  return remaining;
}
