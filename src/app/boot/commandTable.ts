import { href, paths } from '../../config/paths';
import { PORTAL_APPS } from '../../lib/portalApps';
import { safeReturnPath } from '../../lib/returnPath';

/**
 * The one table from the apps' command codes to the portal's pages (docs/bridge.md lists it).
 * A launch's `page` is a command (`Cmd_2001003`), an alias (`billhistory`), an IVRredir link,
 * or a same-origin path.
 */
export const COMMAND_TABLE: Readonly<Record<string, string>> = {
  // Home and account
  '99001': paths.home,
  '99002': paths.home,
  '99003': paths.account,
  '99004': paths.deviceMenuSetting,
  // Bills and payments
  '2001001': paths.billSettings,
  '2001002': href(paths.bill),
  '2001003': href(paths.bill, { tab: 'history' }),
  '2001004': paths.eBill,
  '2001005': paths.autoPayment,
  // Usage, roaming, support
  '3001001': paths.mobileUsage,
  '3001002': paths.roaming,
  '4001001': paths.trouble,
  '4001002': href(paths.serviceCenter),
  // Prepaid (spec 02 §2.1)
  '110001': paths.prepaidTopUp,
  '110002': paths.prepaid45,
  '110003': paths.prepaidSubscriber,
  '110004': paths.prepaidPurchase,
  '110005': paths.prepaidNotify,
  '110006': paths.prepaid3To45,
  '110007': paths.prepaidRoaming,
  '110008': paths.prepaidRoamingHistory,
};

/** Page aliases of the apps (spec 01 §4). */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  billhistory: '2001003',
  billunbill: '2001002',
};

/** The stores the IVRredir page sends a caller to, by platform: the consumer app's. */
export const APP_STORE_LINKS = PORTAL_APPS.consumer.stores;

export type LaunchTarget = { kind: 'page'; path: string } | { kind: 'appStore'; url: string };

const IVR_REDIRECT_PREFIX = 'IVRredir';

/** The store link for the device type the app reported (iOS or else Android). */
export function appStoreLink(deviceType: string | undefined): string {
  return /ios|iphone|ipad/i.test(deviceType ?? '') ? APP_STORE_LINKS.ios : APP_STORE_LINKS.android;
}

/** Where a launch's `page` leads; anything unknown goes home. */
export function resolveLaunchPage(page: string | undefined, deviceType?: string): LaunchTarget {
  const value = (page ?? '').trim();
  if (value.startsWith(IVR_REDIRECT_PREFIX))
    return { kind: 'appStore', url: appStoreLink(deviceType) };
  const alias = PAGE_ALIASES[value.toLowerCase()];
  const command = alias ?? (value.startsWith('Cmd_') ? value.slice('Cmd_'.length) : undefined);
  if (command !== undefined) {
    return {
      kind: 'page',
      path: Object.hasOwn(COMMAND_TABLE, command) ? (COMMAND_TABLE[command] ?? '/') : '/',
    };
  }
  return { kind: 'page', path: value.startsWith('/') ? safeReturnPath(value) : '/' };
}
