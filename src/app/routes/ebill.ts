import { screenRoutes } from './types';

/** E-bill and SMS bill: applying, confirming by e-mail and the result (features/ebill). */
export const ebillRoutes = screenRoutes('bill', ['ebill', 'validation'], {
  eBill: () => import('../../features/ebill/EBillScreen'),
  eBillConfirm: () => import('../../features/ebill/EBillConfirmScreen'),
  eBillConfirmResult: () => import('../../features/ebill/EBillConfirmResultScreen'),
  smsBill: () => import('../../features/ebill/SMSBillScreen'),
  smsBillForFix: () => import('../../features/ebill/SMSBillForFixScreen'),
});
