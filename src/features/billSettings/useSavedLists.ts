import { useCallback, useState } from 'react';
import { env } from '../../config/env';
import {
  readSavedPaymentLists,
  writeSavedPaymentLists,
  type SavedPaymentLists,
} from '../../lib/savedPaymentLists';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';

/** The member's locally saved payment lists, and a way to change them (written at once). */
export function useSavedLists() {
  const owner = useAppSelector(selectMemberInfo)?.sn ?? '';
  const [lists, setLists] = useState<SavedPaymentLists>(() =>
    readSavedPaymentLists(owner, env.storagePassphrase),
  );
  const update = useCallback(
    (change: (current: SavedPaymentLists) => SavedPaymentLists) => {
      setLists((current) => {
        const next = change(current.owner === owner ? current : { ...current, owner });
        writeSavedPaymentLists(next, env.storagePassphrase);
        return next;
      });
    },
    [owner],
  );
  return { lists, update };
}
