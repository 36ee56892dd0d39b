import { useCallback, useEffect, useState } from 'react';
import { env } from '../../config/env';
import {
  readSavedPaymentLists,
  withBankCatalogue,
  writeSavedPaymentLists,
  type SavedPaymentLists,
} from '../../lib/savedPaymentLists';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { useGetBankInfoQuery } from './billSettingsApi';

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

/**
 * The banks (from GetBankInfo, else as last saved) and the names of those that debit without a
 * handling fee; the list is saved for reuse (spec 01 §3).
 */
export function useBankCatalogue(
  update: ReturnType<typeof useSavedLists>['update'],
  lists: SavedPaymentLists,
) {
  const banks = useGetBankInfoQuery(undefined);
  useEffect(() => {
    if (banks.data) {
      const { banks: codes, feeFreeBanks } = banks.data;
      update((current) => withBankCatalogue(current, codes, feeFreeBanks));
    }
  }, [banks.data, update]);
  const bankCodes = banks.data?.banks ?? lists.bankCodes;
  const feeFree = banks.data?.feeFreeBanks ?? lists.feeFreeBanks;
  const feeFreeNames = bankCodes
    .filter((item) => feeFree.includes(item.BankCode))
    .map((item) => item.BankName);
  return { bankCodes, feeFreeNames };
}
