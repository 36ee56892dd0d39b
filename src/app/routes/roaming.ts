import { screenRoutes } from './types';

/** Postpaid roaming: the hub, its order history and the hub in the new layout (features/roaming). */
export const roamingRoutes = screenRoutes('roaming', ['roaming', 'validation'], {
  roaming: () => import('../../features/roaming/RoamingScreen'),
  roamingHistory: () => import('../../features/roaming/RoamingHistoryScreen'),
  roamingNextTest: () => import('../../features/roaming/RoamingNextTestScreen'),
});
