import { useId } from 'react';
import { clientActions, selectDevice, selectDevices } from '../state/client';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import type { Device } from '../api/types/member';

/** How a number is named in lists: its alias and the number, or the number alone. */
export function deviceDisplayName(device: Device): string {
  const alias = device.AliasOfCustom.trim() || device.AliasOfDefault.trim();
  return alias === '' ? device.deviceNo : `${alias} · ${device.deviceNo}`;
}

/**
 * Chooses the current number among the customer's numbers (client.devices). The caller gives the
 * label in its own words ("Number", "Bill for number" ...). Renders nothing for fewer than two.
 */
export function DeviceSwitcher({ label }: { label: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectDevices);
  const current = useAppSelector(selectDevice);
  // Numbers the member hid in /DeviceMenuSetting stay out of the menu (the current one stays).
  const devices = all.filter((device) => device.show || device.deviceNo === current?.deviceNo);
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
            {deviceDisplayName(device)}
          </option>
        ))}
      </select>
    </div>
  );
}
