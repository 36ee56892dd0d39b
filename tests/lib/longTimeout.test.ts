import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_DELAY_MS, runAt } from '../../src/lib/longTimeout';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('runAt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a moment further away than one timer can (a token valid for 601 days)', () => {
    const callback = vi.fn();
    runAt(Date.now() + 601 * DAY_MS, callback);
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS + 1000);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(601 * DAY_MS - MAX_TIMER_DELAY_MS - 1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs on the next turn for a moment already past, and not after being cancelled', () => {
    const past = vi.fn();
    runAt(Date.now() - 5000, past);
    expect(past).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(past).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = runAt(Date.now() + 1000, cancelled);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
