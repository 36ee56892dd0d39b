/** The member's own device-menu settings (UpdateDeviceMenuInfo): order, aliases, show/hide. */
export interface DeviceSettingRow {
  customerId: string;
  deviceNo: string;
  alias: string;
  index: number;
  show: boolean;
}

export interface DeviceSettingsTables {
  settings: DeviceSettingRow[];
}

export function seedDeviceSettingsTables(now: Date): DeviceSettingsTables {
  return { settings: now.getTime() < 0 ? [] : [] };
}
