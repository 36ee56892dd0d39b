import { screenRoutes } from './types';

/** Enterprise self-service: the ECS pages of company users (features/enterprise). */
export const enterpriseRoutes = screenRoutes(
  'enterprise',
  ['enterprise', 'validation', 'lineService'],
  {
    ecsLogin: () => import('../../features/enterprise/EcsLoginScreen'),
    ecsOnBoarding: () => import('../../features/enterprise/EcsOnBoardingScreen'),
    ecAbout: () => import('../../features/enterprise/EcAboutScreen'),
    ecsMenu: () => import('../../features/enterprise/EcsMenuScreen'),
    ecMain: () => import('../../features/enterprise/EcMainScreen'),
    ecProductCenter: () => import('../../features/enterprise/EcProductCenterScreen'),
    eProducts: () => import('../../features/enterprise/EProductsScreen'),
    eSellableProducts: () => import('../../features/enterprise/ESellableProductsScreen'),
    ecMy: () => import('../../features/enterprise/EcMyScreen'),
    ecs: () => import('../../features/enterprise/EcsServiceScreen'),
  },
);
