import { screenRoutes } from './types';

/** Prepaid: login, home, number information and top-up; purchase, 5G, notices, roaming (features/prepaid). */
export const prepaidRoutes = [
  ...screenRoutes('prepaid', ['prepaid', 'validation'], {
    prepaidLoginLogOut: () => import('../../features/prepaid/PrepaidLoginLogOutScreen'),
    prepaidSubscriber: () => import('../../features/prepaid/PrepaidSubscriberScreen'),
    prepaidTopUp: () => import('../../features/prepaid/PrepaidTopUpScreen'),
  }),
  ...screenRoutes('prepaid', ['prepaidPlans', 'prepaid', 'validation'], {
    prepaidPurchase: () => import('../../features/prepaid/PrepaidPurchaseScreen'),
    prepaid45: () => import('../../features/prepaid/Prepaid45Screen'),
    prepaidNotify: () => import('../../features/prepaid/PrepaidNotifyScreen'),
    prepaid3To45: () => import('../../features/prepaid/Prepaid3To45Screen'),
    prepaidRoaming: () => import('../../features/prepaid/PrepaidRoamingScreen'),
    prepaidRoamingHistory: () => import('../../features/prepaid/PrepaidRoamingHistoryScreen'),
  }),
];
