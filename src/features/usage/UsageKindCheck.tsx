import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { deviceDisplayName } from '../../components/DeviceSwitcher';
import { clientActions, selectDevice, selectDevices } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { Device } from '../../api/types/member';
import './usage.css';

export type UsageDeviceKind = 'mobile' | 'broadband';

/**
 * On arrival only: when the current number is not of `kind` and the customer has one that is,
 * that one becomes current (the first shown), before the page paints. Choosing another number
 * afterwards is left alone.
 */
export function useOpenOnKind(kind: UsageDeviceKind) {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectDevice);
  const devices = useAppSelector(selectDevices);
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (settled.current || devices.length === 0) return;
    settled.current = true;
    if (current?.deviceType === kind) return;
    const ofKind = devices.filter((entry) => entry.deviceType === kind);
    const chosen = ofKind.find((entry) => entry.show) ?? ofKind[0];
    if (chosen) dispatch(clientActions.deviceSelected(chosen.deviceNo));
  }, [current, devices, dispatch, kind]);
}

/**
 * Inside MemberPageFrame: the usage of `device` when it is of `kind`; otherwise says honestly that
 * this number has no such usage and offers the customer's numbers that have it (one button each),
 * which the generic kind notice cannot.
 */
export function UsageKindCheck({
  kind,
  device,
  children,
}: {
  kind: UsageDeviceKind;
  device: Device;
  children: ReactNode;
}) {
  const { t } = useTranslation('usage');
  const dispatch = useAppDispatch();
  const devices = useAppSelector(selectDevices);
  if (device.deviceType === kind) return <>{children}</>;
  const matching = devices.filter((entry) => entry.deviceType === kind && entry.show);
  return (
    <div className="notice">
      <p className="state__title">{t(`wrongKind.${kind}.title`)}</p>
      <p>{t(`wrongKind.${kind}.body`, { number: deviceDisplayName(device) })}</p>
      {matching.length > 0 ? (
        <div className="usage-actions">
          {matching.map((entry) => (
            <Button
              key={entry.deviceNo}
              variant="secondary"
              onClick={() => dispatch(clientActions.deviceSelected(entry.deviceNo))}
            >
              {t('wrongKind.show', { number: deviceDisplayName(entry) })}
            </Button>
          ))}
        </div>
      ) : (
        <p>{t(`wrongKind.${kind}.none`)}</p>
      )}
    </div>
  );
}
