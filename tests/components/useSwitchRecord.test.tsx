import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/http';
import { useSwitchRecord } from '../../src/components/useSwitchRecord';

interface Alerts {
  low: boolean;
  expiry: boolean;
}

/** A save that records what it sent and refuses while `refusing.next` is set. */
function recorder() {
  const sent: Alerts[] = [];
  const refusing = { next: false };
  const save = (next: Alerts): Promise<ApiError | null> => {
    sent.push(next);
    if (refusing.next) {
      refusing.next = false;
      return Promise.resolve({ message: 'Refused' });
    }
    return Promise.resolve(null);
  };
  return { sent, refusing, save };
}

describe('useSwitchRecord', () => {
  it('sends each change on top of the changes saved before it', async () => {
    const { sent, save } = recorder();
    const read: Alerts = { low: false, expiry: false };
    const { result } = renderHook(() => useSwitchRecord(read, save));
    expect(await result.current({ low: true })).toBeNull();
    expect(await result.current({ expiry: true })).toBeNull();
    expect(sent).toEqual([
      { low: true, expiry: false },
      { low: true, expiry: true },
    ]);
  });

  it('forgets a refused change, and starts again from a new read', async () => {
    const { sent, refusing, save } = recorder();
    const { result, rerender } = renderHook(({ read }) => useSwitchRecord(read, save), {
      initialProps: { read: { low: false, expiry: false } },
    });
    refusing.next = true;
    expect(await result.current({ low: true })).toEqual({ message: 'Refused' });
    expect(await result.current({ expiry: true })).toBeNull();
    rerender({ read: { low: true, expiry: false } });
    expect(await result.current({ expiry: true })).toBeNull();
    expect(sent).toEqual([
      { low: true, expiry: false },
      { low: false, expiry: true },
      { low: true, expiry: true },
    ]);
  });
});
