import { screenRoutes } from './types';

/** Payments made: e-receipts and the recharge log (features/payments). */
export const paymentsRoutes = screenRoutes('bill', ['usage', 'validation'], {
  eReceipt: () => import('../../features/payments/EReceiptScreen'),
  recharge: () => import('../../features/payments/RechargeScreen'),
});
