import { useEffect, useRef } from 'react';
import type { ApiError } from '../api/http';

/**
 * Several `Switch`es that save one record (the channels of a notice type, a card's alerts): each
 * change is sent on top of the record as last saved, by a switch of this record or by the latest
 * read, so two quick flips do not undo each other. `save` sends the whole record and resolves to
 * the refusal or null; the returned function is a switch's `onSave` for one change. Pass the record
 * as read (the query's object, stable until the next read), not one built in each render, or a
 * re-render forgets the changes saved since.
 */
export function useSwitchRecord<Saved extends object>(
  saved: Saved,
  save: (next: Saved) => Promise<ApiError | null>,
): (change: Partial<Saved>) => Promise<ApiError | null> {
  const latest = useRef(saved);
  useEffect(() => {
    latest.current = saved;
  }, [saved]);
  return async (change) => {
    const next = { ...latest.current, ...change };
    const refusal = await save(next);
    if (!refusal) latest.current = next;
    return refusal;
  };
}
