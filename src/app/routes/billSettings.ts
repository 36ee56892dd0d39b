import { screensWithTexts, type ScreenOverrides } from './types';

export const billSettingsScreens: ScreenOverrides = screensWithTexts(
  ['billSettings', 'validation'],
  {
    autoPayment: () => import('../../features/billSettings/AutoPaymentScreen'),
    billSettings: () => import('../../features/billSettings/BillSettingsScreen'),
    billAddress: () => import('../../features/billSettings/BillAddressScreen'),
    usageNotify: () => import('../../features/billSettings/UsageNotifyScreen'),
    withholdingPayment: () => import('../../features/billSettings/WithholdingPaymentScreen'),
    directCarrierBilling: () => import('../../features/billSettings/DirectCarrierBillingScreen'),
    mobilePaymentForPos: () => import('../../features/billSettings/MobilePaymentForPosScreen'),
  },
);
