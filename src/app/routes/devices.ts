import { screenRoutes } from './types';

/** The customer's numbers: order, names and visibility (features/devices). */
export const devicesRoutes = screenRoutes('core', ['devices', 'validation'], {
  deviceMenuSetting: () => import('../../features/devices/DeviceMenuSettingScreen'),
});
