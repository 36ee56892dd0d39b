import { useEffect, useEffectEvent, useState } from 'react';

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
  const [state, setState] = useState({ resetKey, seconds, remaining: seconds });
  // A new slide (or a new length) starts again from the top, during render so that no stale
  // value is ever shown.
  if (state.resetKey !== resetKey || state.seconds !== seconds) {
    setState({ resetKey, seconds, remaining: seconds });
  }
  const remaining =
    state.resetKey === resetKey && state.seconds === seconds ? state.remaining : seconds;
  const reachZero = useEffectEvent(onZero);

  useEffect(() => {
    if (seconds <= 0 || paused) return undefined;
    if (remaining <= 0) {
      reachZero();
      return undefined;
    }
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, remaining: previous.remaining - 1 }));
    }, COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [seconds, paused, remaining]);

  return remaining;
}
