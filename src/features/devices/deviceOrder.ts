import type { Device } from '../../api/types/member';

/** A number's own name holds at most this many characters. */
export const ALIAS_MAX_LENGTH = 20;

/** Control characters and angle brackets: a name is shown in menus and sent back to the carrier. */
const FORBIDDEN_IN_ALIAS = /[\p{Cc}\p{Cf}<>]/u;

export type AliasProblem = 'aliasTooLong' | 'aliasCharacters';

/** What is wrong with a name the member typed (trimmed first), or null when it can be saved. */
export function aliasProblem(alias: string): AliasProblem | null {
  const name = alias.trim();
  if (Array.from(name).length > ALIAS_MAX_LENGTH) return 'aliasTooLong';
  if (FORBIDDEN_IN_ALIAS.test(name)) return 'aliasCharacters';
  return null;
}

/** The list with the device at `index` moved `step` places (-1 up, +1 down), if it can move. */
export function moveDevice(devices: Device[], index: number, step: -1 | 1): Device[] {
  const target = index + step;
  if (target < 0 || target >= devices.length) return devices;
  const next = [...devices];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** The list as UpdateDeviceMenuInfo takes it: names trimmed, index = position. */
export function toSavedOrder(devices: Device[]): Device[] {
  return devices.map((device, index) => ({
    ...device,
    AliasOfCustom: device.AliasOfCustom.trim(),
    index,
  }));
}
