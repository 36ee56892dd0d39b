import { describe, expect, it } from 'vitest';
import {
  BILL_SOURCE,
  getBillDetail,
  getBillInfo,
  getBillQuota,
  getDataUsageHistory,
  getMobileBalance,
  getPayments,
  multiPayment,
  payment,
  queryBlData,
} from '../../src/api/bill';
import {
  addAutoPayment,
  applyForEBill,
  applyForSmsBill,
  applyForSmsBillForFixLine,
  cancelForEBillWithMailConfirm,
  cancelForSmsBill,
  cancelForSmsBillForFixLine,
  disableAutoPayment,
  editAutoPayment,
  getAddressStatus,
  getAutoPaymentAccountHistory,
  getEBillStatus,
  getSmsBillStatus,
  getSmsBillStatusForFixLine,
  queryAutoPaymentList,
  updateForAddress,
  updateForEBillWithMailConfirm,
  updatePwdFlagForEBillWithMailConfirm,
} from '../../src/api/billSettings';
import { FALLBACK_MESSAGES, type ApiResult } from '../../src/api/http';
import { captureRequests, describeCalls, type CallRow } from './services/callHarness';

/** Every Bill/ call carries the business source (spec 01 §9). */
const source = { billsource: BILL_SOURCE };
const device = '0912345678';
const autoPayment = { deviceNo: device, type: 'bank', bankCode: '812', bankAccount: '00012345678' };

const rows: CallRow[] = [
  [
    'getBillInfo',
    () => getBillInfo({ deviceNo: device }),
    { method: 'GET', path: 'Bill/BillInfo', headers: { ...source, deviceno: device } },
  ],
  [
    'getBillDetail',
    () => getBillDetail({ deviceNo: device, billMonth: '202605', receiptNo: 'AB12345678' }),
    {
      method: 'GET',
      path: 'Bill/BillDetail',
      headers: { ...source, deviceno: device, billmonth: '202605', receiptNo: 'AB12345678' },
    },
  ],
  [
    'getPayments',
    () => getPayments({ deviceNo: device }),
    { method: 'GET', path: 'Bill/Payments', headers: { ...source, deviceno: device } },
  ],
  [
    'getBillQuota',
    () => getBillQuota(),
    { method: 'GET', path: 'Bill/BillQuota', headers: source },
  ],
  [
    'queryBlData',
    () => queryBlData(),
    { method: 'GET', path: 'Bill/QueryBLData', headers: source },
  ],
  [
    'getDataUsageHistory',
    () => getDataUsageHistory(),
    { method: 'GET', path: 'Bill/DataUsageHistory', headers: source },
  ],
  [
    'getMobileBalance',
    () => getMobileBalance(),
    { method: 'GET', path: 'Bill/CHTMobileBalance', headers: source },
  ],
  [
    'payment',
    () => payment({ deviceNo: device, pid: 'A123456789', captcha: 'challenge', code: '5821' }),
    {
      method: 'POST',
      path: 'Bill/Payment',
      headers: { ...source, captcha: 'challenge', code: '5821' },
      body: { deviceno: device, pid: 'A123456789' },
    },
  ],
  [
    'multiPayment',
    () => multiPayment({ receiptNos: ['AB12345678', 'CD87654321'], channel: 'creditCard' }),
    {
      method: 'POST',
      path: 'Bill/MultiPayment',
      headers: source,
      body: { receiptNos: ['AB12345678', 'CD87654321'], channel: 'creditCard' },
    },
  ],
  [
    'getEBillStatus',
    () => getEBillStatus(),
    { method: 'GET', path: 'Bill/EBillStatus', headers: source },
  ],
  [
    'applyForEBill',
    () => applyForEBill({ email: 'wang.xiaoming@example.com' }),
    {
      method: 'POST',
      path: 'Bill/ApplyForEBill',
      headers: source,
      body: { email: 'wang.xiaoming@example.com' },
    },
  ],
  [
    'cancelForEBillWithMailConfirm',
    () => cancelForEBillWithMailConfirm({ rid: 'R123' }),
    {
      method: 'POST',
      path: 'Bill/CancelForEBillWithMailConfirm',
      headers: source,
      body: { rid: 'R123' },
    },
  ],
  [
    'updateForEBillWithMailConfirm',
    () => updateForEBillWithMailConfirm({ email: 'new@example.com' }),
    {
      method: 'POST',
      path: 'Bill/UpdateForEBillWithMailConfirm',
      headers: source,
      body: { email: 'new@example.com' },
    },
  ],
  [
    'updatePwdFlagForEBillWithMailConfirm',
    () => updatePwdFlagForEBillWithMailConfirm({ pwdFlag: 'Y' }),
    {
      method: 'POST',
      path: 'Bill/UpdatePwdFlagForEBillWithMailConfirm',
      headers: source,
      body: { pwdFlag: 'Y' },
    },
  ],
  [
    'getSmsBillStatus',
    () => getSmsBillStatus(),
    { method: 'GET', path: 'Bill/SMSBillStatus', headers: source },
  ],
  [
    'getSmsBillStatusForFixLine',
    () => getSmsBillStatusForFixLine(),
    { method: 'GET', path: 'Bill/SMSBillStatus_ForFixLine', headers: source },
  ],
  [
    'applyForSmsBill',
    () => applyForSmsBill(),
    { method: 'POST', path: 'Bill/ApplyForSMSBill', headers: source },
  ],
  [
    'applyForSmsBillForFixLine',
    () => applyForSmsBillForFixLine(),
    { method: 'POST', path: 'Bill/ApplyForSMSBill_ForFixLine', headers: source },
  ],
  [
    'cancelForSmsBill',
    () => cancelForSmsBill({ rid: 'R456' }),
    { method: 'POST', path: 'Bill/CancelForSMSBill', headers: source, body: { rid: 'R456' } },
  ],
  [
    'cancelForSmsBillForFixLine',
    () => cancelForSmsBillForFixLine({ reasonId: '3' }),
    {
      method: 'POST',
      path: 'Bill/CancelForSMSBill_ForFixLine',
      headers: { ...source, reasonid: '3' },
    },
  ],
  [
    'queryAutoPaymentList',
    () => queryAutoPaymentList({ numbers: [device, '0922333444'] }),
    {
      method: 'GET',
      path: 'Bill/QueryAutoPaymentList',
      headers: { ...source, numbers: `${device},0922333444` },
    },
  ],
  [
    'getAutoPaymentAccountHistory',
    () => getAutoPaymentAccountHistory(),
    { method: 'GET', path: 'Bill/AutoPaymentAccountHistory', headers: source },
  ],
  [
    'disableAutoPayment',
    () => disableAutoPayment(),
    { method: 'GET', path: 'Bill/DisableAutoPayment', headers: source },
  ],
  [
    'addAutoPayment',
    () => addAutoPayment(autoPayment),
    { method: 'POST', path: 'Bill/AddAutoPayment', headers: source, body: autoPayment },
  ],
  [
    'editAutoPayment',
    () => editAutoPayment(autoPayment),
    { method: 'POST', path: 'Bill/EditAutoPayment', headers: source, body: autoPayment },
  ],
  [
    'getAddressStatus',
    () => getAddressStatus(),
    { method: 'GET', path: 'Bill/AddressStatus', headers: source },
  ],
  [
    'updateForAddress',
    () =>
      updateForAddress({ zip: '106', address: '臺北市大安區範例路一段100號', addressType: 'bill' }),
    {
      method: 'POST',
      path: 'Bill/UpdateForAddress',
      headers: source,
      body: { zip: '106', address: '臺北市大安區範例路一段100號', addressType: 'bill' },
    },
  ],
];

describe('bill service', () => {
  describeCalls(rows);
});

describe('bill service input checks', () => {
  const refusedWithoutRequest: [string, () => Promise<ApiResult<unknown>>, string][] = [
    ['getBillInfo', () => getBillInfo({ deviceNo: '' }), FALLBACK_MESSAGES.DEVICE_REQUIRED],
    [
      'getBillDetail without a number',
      () => getBillDetail({ deviceNo: ' ', billMonth: '202605', receiptNo: 'AB12345678' }),
      FALLBACK_MESSAGES.DEVICE_REQUIRED,
    ],
    [
      'getBillDetail with a receipt number that is not alphanumeric',
      () => getBillDetail({ deviceNo: device, billMonth: '202605', receiptNo: 'AB-1/../x' }),
      'Receipt number is not valid',
    ],
    [
      'getBillDetail with a month that is not YYYYMM',
      () => getBillDetail({ deviceNo: device, billMonth: '2026-05', receiptNo: 'AB12345678' }),
      'Billing month must be YYYYMM',
    ],
    ['getPayments', () => getPayments({ deviceNo: '' }), FALLBACK_MESSAGES.DEVICE_REQUIRED],
    [
      'payment',
      () => payment({ deviceNo: '', pid: 'A123456789', captcha: 'c', code: '1234' }),
      FALLBACK_MESSAGES.DEVICE_REQUIRED,
    ],
    [
      'multiPayment with no bills',
      () => multiPayment({ receiptNos: [], channel: 'creditCard' }),
      'Choose at least one bill',
    ],
  ];

  it.each(refusedWithoutRequest)(
    '%s resolves to an error without a request',
    async (_name, invoke, message) => {
      const { requests, stop } = await captureRequests();
      try {
        expect(await invoke()).toMatchObject({ error: { message } });
      } finally {
        stop();
      }
      expect(requests).toHaveLength(0);
    },
  );
});
