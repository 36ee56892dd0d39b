/** Browsers and Node run a timer at once when its delay does not fit in 32 bits (about 24.8 days). */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * A timer for `at` (epoch ms) that also holds for moments further away than a timer can wait:
 * it sleeps in steps of at most MAX_TIMER_DELAY_MS and looks at the clock again after each.
 * Returns the function that cancels it.
 */
export function runAt(at: number, callback: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    const remaining = Math.max(0, at - now());
    timer = setTimeout(check, Math.min(remaining, MAX_TIMER_DELAY_MS));
  };
  const check = () => {
    if (at - now() <= 0) callback();
    else wait();
  };
  wait();
  return () => clearTimeout(timer);
}
