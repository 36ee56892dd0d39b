import { screensWithTexts, type ScreenOverrides } from './types';

export const usageScreens: ScreenOverrides = screensWithTexts(['usage', 'validation'], {
  dataUsageHistory: () => import('../../features/usage/DataUsageHistoryScreen'),
  mobileUsage: () => import('../../features/usage/MobileUsageScreen'),
  internetUsage: () => import('../../features/usage/InternetUsageScreen'),
  callDetails: () => import('../../features/callDetails/CallDetailsScreen'),
  callDetailsApplyResult: () => import('../../features/callDetails/CallDetailsApplyResultScreen'),
  eReceipt: () => import('../../features/payments/EReceiptScreen'),
  recharge: () => import('../../features/payments/RechargeScreen'),
});
