import { useId } from 'react';
import { clientActions, selectDevice, selectDevices } from '../state/client';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import type { Device } from '../api/types/member';
import { useNumberNames } from './useNumberNames';

/**
 * The numbers the chooser offers: those the member shows (hidden in /DeviceMenuSetting stay out,
 * the current one stays). Fewer than two: there is nothing to choose and no chooser.
 */
export function useSwitchableDevices(): Device[] {
  const all = useAppSelector(selectDevices);
  const current = useAppSelector(selectDevice);
  return all.filter((device) => device.show || device.deviceNo === current?.deviceNo);
}

/**
 * Chooses the current number among the customer's numbers (client.devices). The caller gives the
 * label in its own words ("Number", "Bill for number" ...). Renders nothing for fewer than two.
 */
export function DeviceSwitcher({ label }: { label: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectDevice);
  const devices = useSwitchableDevices();
  const { deviceLabel } = useNumberNames();
  if (devices.length < 2) return null;
  return (
    <div className="device-switcher">
      <label className="device-switcher__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="device-switcher__select"
        value={current?.deviceNo ?? ''}
        onChange={(event) => dispatch(clientActions.deviceSelected(event.target.value))}
      >
        {current === null ? (
          <option value="" disabled>
            —
          </option>
        ) : null}
        {devices.map((device) => (
          <option key={device.deviceNo} value={device.deviceNo}>
            {deviceLabel(device)}
          </option>
        ))}
      </select>
    </div>
  );
}
