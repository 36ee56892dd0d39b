import { screenRoutes } from './types';

/**
 * Add-ons and the network protection services of a mobile number (features/addons). Mobile
 * security (/Msecuritygo2) is a service of the mobile number, so it is swept and gated as mobile.
 */
export const addonsRoutes = screenRoutes('mobile', ['addons', 'validation'], {
  addon: () => import('../../features/addons/AddonScreen'),
  fiveGMgm: () => import('../../features/addons/MgmScreen'),
  adblock: () => import('../../features/addons/AdblockScreen'),
  msecuritygo2: () => import('../../features/addons/MobileSecurityScreen'),
});
