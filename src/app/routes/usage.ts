import { screenRoutes } from './types';

/** Usage: data usage history, the mobile meter and fixed-line internet usage (features/usage). */
export const usageRoutes = [
  ...screenRoutes('bill', ['usage', 'validation'], {
    dataUsageHistory: () => import('../../features/usage/DataUsageHistoryScreen'),
    mobileUsage: () => import('../../features/usage/MobileUsageScreen'),
  }),
  ...screenRoutes('fixedline', ['usage', 'validation'], {
    internetUsage: () => import('../../features/usage/InternetUsageScreen'),
  }),
];
