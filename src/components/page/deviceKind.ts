import type { Device } from '../../api/types/member';

/** The kinds of customer a member page may be for. */
export const DEVICE_KINDS = ['mobile', 'fixedline', 'broadband', 'prepaid', 'enterprise'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * The kinds the current number and account are: the number's line type (the API writes fixed
 * lines 'fixedline' or 'fixline'), and 'enterprise' for a company (tax id) account.
 */
export function deviceKindsOf(device: Device, isCompany: boolean): DeviceKind[] {
  const type = device.deviceType.trim().toLowerCase();
  const kinds: DeviceKind[] = [];
  if (type === 'mobile' || type === '') kinds.push('mobile');
  if (type === 'fixedline' || type === 'fixline') kinds.push('fixedline');
  if (type === 'broadband') kinds.push('broadband');
  if (type === 'prepaid') kinds.push('prepaid');
  if (isCompany) kinds.push('enterprise');
  return kinds;
}
