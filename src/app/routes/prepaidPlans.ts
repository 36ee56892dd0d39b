import { screensWithTexts, type ScreenOverrides } from './types';

/** Prepaid purchase, 5G upgrade, notifications, the 3G notice and prepaid roaming. */
export const prepaidPlanScreens: ScreenOverrides = screensWithTexts(
  ['prepaidPlans', 'prepaid', 'validation'],
  {
    prepaidPurchase: () => import('../../features/prepaid/PrepaidPurchaseScreen'),
    prepaid45: () => import('../../features/prepaid/Prepaid45Screen'),
    prepaidNotify: () => import('../../features/prepaid/PrepaidNotifyScreen'),
    prepaid3To45: () => import('../../features/prepaid/Prepaid3To45Screen'),
    prepaidRoaming: () => import('../../features/prepaid/PrepaidRoamingScreen'),
    prepaidRoamingHistory: () => import('../../features/prepaid/PrepaidRoamingHistoryScreen'),
  },
);
