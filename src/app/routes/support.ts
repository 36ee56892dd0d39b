import { screenRoutes } from './types';

/** Support: trouble reports, service-centre visits, health check, sign language, HamiCam (features/support). */
export const supportRoutes = screenRoutes('support', ['support', 'validation', 'lineService'], {
  trouble: () => import('../../features/support/TroubleScreen'),
  serviceCenter: () => import('../../features/support/ServiceCenterScreen'),
  healthCheck: () => import('../../features/support/HealthCheckScreen'),
  signLanguage: () => import('../../features/support/SignLanguageScreen'),
  hamiCamTrouble: () => import('../../features/support/HamiCamScreen'),
});
