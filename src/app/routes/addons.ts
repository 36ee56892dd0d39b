import { screenRoutes } from './types';

/**
 * Add-ons, 5G data sharing and the network protection services of a mobile number
 * (features/addons). Mobile security (/Msecuritygo2) is a service of the mobile number, so it is
 * swept and gated as mobile.
 */
export const addonsRoutes = screenRoutes('mobile', ['addons', 'validation'], {
  addon: () => import('../../features/addons/AddonScreen'),
  coolAddon: () => import('../../features/addons/CoolAddonScreen'),
  dataTransfer: () => import('../../features/addons/DataTransferScreen'),
  fiveGMgm: () => import('../../features/addons/MgmScreen'),
  adblock: () => import('../../features/addons/AdblockScreen'),
  msecuritygo2: () => import('../../features/addons/MobileSecurityScreen'),
});
