import { describe } from 'vitest';
import {
  disableAutoPayment,
  getAutoPaymentHistory,
  getBankInfo,
  getPosPaymentCodes,
  getWithholdingList,
  queryAutoPaymentList,
  queryBankInfo,
  stopWithholding,
} from '../../../src/api/billSettings';
import { getUserQuota, setUserQuota } from '../../../src/api/carrierBilling';
import { describeCalls, type CallRow } from './callHarness';

const WM56 = { billsource: 'WM56' };

/** The calls of the billing-settings screens (automatic payment, carrier billing, withholding). */
const rows: CallRow[] = [
  [
    'queryAutoPaymentList',
    () => queryAutoPaymentList({ numbers: ['0912345678', '0922333444'] }),
    {
      method: 'GET',
      path: 'Bill/QueryAutoPaymentList',
      headers: { ...WM56, numbers: '0912345678,0922333444' },
    },
  ],
  [
    'disableAutoPayment',
    () => disableAutoPayment({ deviceNo: '0922333444' }),
    {
      method: 'GET',
      path: 'Bill/DisableAutoPayment',
      headers: { ...WM56, deviceno: '0922333444' },
    },
  ],
  ['getBankInfo', () => getBankInfo(), { method: 'GET', path: 'Bill/BankInfo', headers: WM56 }],
  [
    'queryBankInfo',
    () => queryBankInfo({ bankCode: '004' }),
    { method: 'POST', path: 'Bill/QueryBankInfo', headers: WM56, body: { bankCode: '004' } },
  ],
  [
    'getAutoPaymentHistory',
    () => getAutoPaymentHistory(),
    { method: 'GET', path: 'Bill/AutoPaymentHistory', headers: WM56 },
  ],
  [
    'getWithholdingList',
    () => getWithholdingList(),
    { method: 'GET', path: 'Bill/WithholdingList', headers: WM56 },
  ],
  [
    'stopWithholding',
    () => stopWithholding({ serviceId: 'WH-1' }),
    { method: 'POST', path: 'Bill/StopWithholding', headers: WM56, body: { serviceId: 'WH-1' } },
  ],
  [
    'getPosPaymentCodes',
    () => getPosPaymentCodes({ deviceNo: ' 0912345678 ', pid: ' a123456789' }),
    {
      method: 'POST',
      path: 'Bill/PosPaymentCode',
      headers: WM56,
      body: { deviceno: '0912345678', pid: 'A123456789' },
    },
  ],
  ['getUserQuota', () => getUserQuota(), { method: 'GET', path: 'mDCB/UserQuota' }],
  [
    'setUserQuota',
    () => setUserQuota({ quota: 500 }),
    { method: 'POST', path: 'mDCB/SetUserQuota', body: { quota: 500 } },
  ],
];

describe('billing settings service', () => {
  describeCalls(rows);
});
