import { screenRoutes } from './types';

/** Bill settings: address, alerts, automatic payment and carrier billing (features/billSettings). */
export const billSettingsRoutes = screenRoutes('bill', ['billSettings', 'validation'], {
  autoPayment: () => import('../../features/billSettings/AutoPaymentScreen'),
  billSettings: () => import('../../features/billSettings/BillSettingsScreen'),
  billAddress: () => import('../../features/billSettings/BillAddressScreen'),
  usageNotify: () => import('../../features/billSettings/UsageNotifyScreen'),
  withholdingPayment: () => import('../../features/billSettings/WithholdingPaymentScreen'),
  directCarrierBilling: () => import('../../features/billSettings/DirectCarrierBillingScreen'),
  mobilePaymentForPos: () => import('../../features/billSettings/MobilePaymentForPosScreen'),
});
