import { screenRoutes } from './types';

/** Home, and the developer tools gated by spec 01 §2 (features/core). */
export const coreRoutes = [
  ...screenRoutes('core', ['home'], {
    home: () => import('../../features/core/HomeScreen'),
  }),
  ...screenRoutes('core', ['devtools'], {
    devOpsTools: () => import('../../features/core/devtools/DevOpsToolsScreen'),
  }),
];
