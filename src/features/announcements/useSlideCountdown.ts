import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

/** Seconds between countdown ticks (spec 02 §9). */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * A per-slide countdown (not components/useCountdown, which counts to a moment in time: this one
 * pauses and resumes with what was left): restarts at `seconds` whenever `resetKey` changes, ticks each second
 * unless paused, and calls `onZero` once when it reaches zero. `seconds` 0 means no countdown.
 */
export function useSlideCountdown(
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

/** True while focus is inside `container` (the customer is working in a slide). */
export function useFocusWithin(container: RefObject<HTMLElement | null>): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const node = container.current;
    if (!node) return undefined;
    const onFocusIn = () => {
      setInside(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) {
        setInside(false);
      }
    };
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('focusout', onFocusOut);
    return () => {
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
  return inside;
}
