import { useLayoutEffect, useRef } from 'react';
import { clientActions, selectDevice, selectDevices } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';

/** A number's type as the device menu names it. */
export type OpenOnDeviceType = 'mobile' | 'broadband' | 'fixedline';

/**
 * On arrival only: when the current number is not of `deviceType` and the customer has one that
 * is, that one becomes current (the first shown), before the page paints. Choosing another number
 * afterwards is left alone. For a page about one kind of line (/InternetUsage, the HiNet pages).
 */
export function useOpenOnKind(deviceType: OpenOnDeviceType) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectDevice);
  const devices = useAppSelector(selectDevices);
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (settled.current || devices.length === 0) return;
    settled.current = true;
    if (current?.deviceType === deviceType) return;
    const ofKind = devices.filter((entry) => entry.deviceType === deviceType);
    const chosen = ofKind.find((entry) => entry.show) ?? ofKind[0];
    if (chosen) dispatch(clientActions.deviceSelected(chosen.deviceNo));
  }, [current, devices, dispatch, deviceType]);
}
