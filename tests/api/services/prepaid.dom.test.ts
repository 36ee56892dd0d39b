import { describe } from 'vitest';
import {
  getFunctionConfig,
  getOfferPurchaseHistory,
  getPrepaidOfferList,
  getSubscriber,
  getSubscriberDaBalances,
  getSubscriberDaInfos,
  loginAuth,
  refillVoucher,
  refillVoucherLessByMainAccount,
  updateFunctionConfig,
  updatePassword,
  upgrade5GToEShop,
} from '../../../src/api/prepaid';
import {
  getRoamingOfferList,
  getRoamingPurchaseHistory,
  purchaseRoamingOffer,
} from '../../../src/api/prepaidRoaming';
import type { FunctionConfig } from '../../../src/api/types/prepaid';
import { describeCalls, type CallRow } from './callHarness';

const config: FunctionConfig = {
  notificationType: 'email',
  email: 'a@example.com',
  language: 'en',
  endOfCallBalanceAlert: true,
  lowMainBalanceAlert: false,
  lowValidityAlert: true,
};

const rows: CallRow[] = [
  [
    'getSubscriberDaBalances',
    () => getSubscriberDaBalances(),
    { method: 'GET', path: 'Prepaid/GetSubscriberDABalances' },
  ],
  [
    'getSubscriberDaInfos',
    () => getSubscriberDaInfos(),
    { method: 'GET', path: 'Prepaid/GetSubscriberDAInfos' },
  ],
  [
    'loginAuth',
    () => loginAuth({ ivrNo: ' 0987654321', password: '1234' }),
    {
      method: 'GET',
      path: 'Prepaid/LoginAuth',
      headers: { ivrno: '0987654321', password: '1234' },
    },
  ],
  ['getSubscriber', () => getSubscriber(), { method: 'GET', path: 'Prepaid/GetSubscriber' }],
  [
    'getPrepaidOfferList',
    () => getPrepaidOfferList({ language: 'en' }),
    { method: 'GET', path: 'Prepaid/GetPrepaidOfferList', headers: { Language: 'en' } },
  ],
  [
    'getOfferPurchaseHistory',
    () => getOfferPurchaseHistory(),
    { method: 'GET', path: 'Prepaid/GetOfferPurchaseHistory' },
  ],
  [
    'getFunctionConfig',
    () => getFunctionConfig(),
    { method: 'GET', path: 'Prepaid/GetFunctionConfig' },
  ],
  [
    'updatePassword',
    () =>
      updatePassword({
        ivrNo: '0987654321',
        custId: ' ab1234567 ',
        oldPassword: '0000',
        newPassword: '2468',
      }),
    {
      method: 'PUT',
      path: 'Prepaid/UpdatePassword',
      headers: { oldpassword: '0000', newpassword: '2468' },
      body: { IVRNo: '0987654321', CustID: 'AB1234567' },
    },
  ],
  [
    'updateFunctionConfig',
    () => updateFunctionConfig(config),
    { method: 'PUT', path: 'Prepaid/UpdateFunctionConfig', body: config },
  ],
  [
    'refillVoucher',
    () => refillVoucher({ activationCode: ' 123456789012 ', identityType: 'WEB' }),
    {
      method: 'POST',
      path: 'Prepaid/RefillVoucher',
      body: { ActivationCode: '123456789012', identityType: 'WEB' },
    },
  ],
  [
    'refillVoucherLessByMainAccount',
    () => refillVoucherLessByMainAccount({ offerCode: 'D7', identityType: 'WEB' }),
    {
      method: 'POST',
      path: 'Prepaid/RefillVoucherLessByMainAccount',
      body: { OfferCode: 'D7', identityType: 'WEB' },
    },
  ],
  [
    'upgrade5GToEShop',
    () => upgrade5GToEShop({ identityType: 'APP' }),
    { method: 'POST', path: 'Prepaid/Upgrade5GToEShop', body: { identityType: 'APP' } },
  ],
  [
    'getRoamingOfferList',
    () => getRoamingOfferList({ language: 'th' }),
    { method: 'GET', path: 'Prepaid/GetRoamingOfferList', headers: { Language: 'th' } },
  ],
  [
    'purchaseRoamingOffer',
    () => purchaseRoamingOffer({ offerCode: 'R3', pid: 'a123456789' }),
    {
      method: 'POST',
      path: 'Prepaid/PurchaseRoamingOffer',
      body: { OfferCode: 'R3', pid: 'A123456789' },
    },
  ],
  [
    'getRoamingPurchaseHistory',
    () => getRoamingPurchaseHistory(),
    { method: 'GET', path: 'Prepaid/GetRoamingPurchaseHistory' },
  ],
];

describe('prepaid service', () => {
  describeCalls(rows);
});
