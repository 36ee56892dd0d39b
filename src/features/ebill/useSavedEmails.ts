import { useCallback, useMemo, useState } from 'react';
import { env } from '../../config/env';
import {
  readSavedPaymentLists,
  withEmail,
  writeSavedPaymentLists,
} from '../../lib/savedPaymentLists';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';

/**
 * The e-mail addresses this member saved on this device (the saved payment lists, spec 01 §3),
 * with the member's own address first, and a way to remember one more.
 */
export function useSavedEmails() {
  const member = useAppSelector(selectMemberInfo);
  const owner = member?.sn ?? '';
  const [saved, setSaved] = useState(() =>
    readSavedPaymentLists(owner, env.storagePassphrase).emails.map((entry) => entry.email),
  );

  const suggestions = useMemo(() => {
    const all = [member?.mail ?? '', ...saved].map((email) => email.trim()).filter(Boolean);
    return all.filter(
      (email, index) =>
        all.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index,
    );
  }, [member?.mail, saved]);

  const remember = useCallback(
    (email: string) => {
      if (owner === '') return;
      const next = withEmail(readSavedPaymentLists(owner, env.storagePassphrase), email);
      writeSavedPaymentLists(next, env.storagePassphrase);
      setSaved(next.emails.map((entry) => entry.email));
    },
    [owner],
  );

  return { suggestions, remember };
}
