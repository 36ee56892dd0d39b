import { screensWithTexts, type ScreenOverrides } from './types';

export const billPayScreens: ScreenOverrides = screensWithTexts(['ebill', 'validation'], {
  eBill: () => import('../../features/ebill/EBillScreen'),
  eBillConfirm: () => import('../../features/ebill/EBillConfirmScreen'),
  eBillConfirmResult: () => import('../../features/ebill/EBillConfirmResultScreen'),
  smsBill: () => import('../../features/ebill/SMSBillScreen'),
  smsBillForFix: () => import('../../features/ebill/SMSBillForFixScreen'),
});
