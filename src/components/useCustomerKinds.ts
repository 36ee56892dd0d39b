import { useMemo } from 'react';
import { selectDevices } from '../state/client';
import { useAppSelector } from '../state/hooks';
import { selectIsCompany, useIsMember } from '../state/session';
import { deviceKindsOf, type DeviceKind } from './page/deviceKind';

/**
 * The kinds of customer this is, for lists of services: a company account is a business
 * customer; a member has the kinds of the numbers on the account; a prepaid card holder signed in
 * with the card alone is prepaid. Null when unknown (a visitor, a member without numbers).
 */
export function useCustomerKinds(): readonly DeviceKind[] | null {
  const isMember = useIsMember();
  const isCompany = useAppSelector(selectIsCompany);
  const devices = useAppSelector(selectDevices);
  const hasPrepaidSession = useAppSelector((state) => state.prepaid.token !== '');
  return useMemo(() => {
    if (isMember) {
      if (isCompany) return ['enterprise'];
      const kinds = new Set(devices.flatMap((device) => deviceKindsOf(device, false)));
      return kinds.size > 0 ? [...kinds] : null;
    }
    return hasPrepaidSession ? ['prepaid'] : null;
  }, [isMember, isCompany, devices, hasPrepaidSession]);
}
