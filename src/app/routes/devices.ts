import { screensWithTexts, type ScreenOverrides } from './types';

export const deviceScreens: ScreenOverrides = screensWithTexts(['devices', 'validation'], {
  deviceMenuSetting: () => import('../../features/devices/DeviceMenuSettingScreen'),
});
