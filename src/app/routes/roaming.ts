import { screensWithTexts, type ScreenOverrides } from './types';

/** Postpaid roaming: the hub, its order history and the hub in the new layout (preview). */
export const roamingScreens: ScreenOverrides = screensWithTexts(['roaming', 'validation'], {
  roaming: () => import('../../features/roaming/RoamingScreen'),
  roamingHistory: () => import('../../features/roaming/RoamingHistoryScreen'),
  roamingNextTest: () => import('../../features/roaming/RoamingNextTestScreen'),
});
