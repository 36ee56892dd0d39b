import { screenRoutes, type ScreenLoader } from './types';

/** The frame of a route whose service is not in the portal yet (used by ./pending.ts). */
export const servicePendingScreen: ScreenLoader = () =>
  import('../../features/core/ServicePendingScreen');

/** Home, and the developer tools gated by spec 01 §2 (features/core). */
export const coreRoutes = [
  ...screenRoutes('core', ['home'], {
    home: () => import('../../features/core/HomeScreen'),
  }),
  ...screenRoutes('core', ['devtools'], {
    devOpsTools: () => import('../../features/core/devtools/DevOpsToolsScreen'),
  }),
];
