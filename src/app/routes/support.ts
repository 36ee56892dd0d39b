import { screensWithTexts, type ScreenOverrides } from './types';

export const supportScreens: ScreenOverrides = screensWithTexts(['support', 'validation'], {
  trouble: () => import('../../features/support/TroubleScreen'),
  serviceCenter: () => import('../../features/support/ServiceCenterScreen'),
  healthCheck: () => import('../../features/support/HealthCheckScreen'),
  signLanguage: () => import('../../features/support/SignLanguageScreen'),
  hamiCamTrouble: () => import('../../features/support/HamiCamScreen'),
});
