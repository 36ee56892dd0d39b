import { getChtMemberInfo, getDeviceMenu } from '../api/member';
import type { userLoggedIn } from './events';
import type { LoginType } from './types';

/**
 * A member token handed to the portal (by the member site's session or on /Init's address) made
 * into a login (spec 02 §4.7): SMS, HN, TEL, ... tokens are validated with the device menu,
 * others with member info.
 */

/** Tokens validated through the device-menu call rather than member info. */
export const DEVICE_MENU_TOKEN_PREFIXES = [
  'SMS',
  'HN',
  'TEL',
  'Lauth_',
  'MOICA',
  'MOEACA',
  'SSO-service',
] as const;

export function isDeviceMenuToken(token: string): boolean {
  return DEVICE_MENU_TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix));
}

export function loginTypeForToken(token: string): LoginType {
  if (token.startsWith('SMS')) return 'sms';
  return isDeviceMenuToken(token) ? token.replace(/[^A-Za-z].*$/, '').toLowerCase() : 'chtmember';
}

export type TokenLogin = Parameters<typeof userLoggedIn>[0];

/** What the carrier says of a token: the login it makes, or null when it is not valid. */
export async function validateToken(token: string): Promise<TokenLogin | null> {
  if (isDeviceMenuToken(token)) {
    const menu = await getDeviceMenu({ token });
    if ('error' in menu) return null;
    return { token, loginType: loginTypeForToken(token), devices: menu.data.devices };
  }
  const info = await getChtMemberInfo({ token });
  if ('error' in info) return null;
  const devices = info.data.devices.length > 0 ? info.data.devices : undefined;
  return { token, loginType: 'chtmember', memberInfo: info.data, devices };
}
