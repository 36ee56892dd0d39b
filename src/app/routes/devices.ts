import type { ScreenOverrides } from './types';

export const deviceScreens: ScreenOverrides = {
  deviceMenuSetting: () => import('../../features/devices/DeviceMenuSettingScreen'),
};
