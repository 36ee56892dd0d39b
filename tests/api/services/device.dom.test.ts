import { describe } from 'vitest';
import {
  applyNw,
  bibrApply,
  bibrApplyStep2,
  bibrCancel,
  bibrCancelStep2,
  cancelNw,
  esimSupportCheck,
  getBarringStatus,
  getEsimDeviceTypes,
  nwStatus,
  pukForCustomer,
  getDeviceInformation,
  getLocalFeeSuggestion,
  getProjCustomerCode,
  getPuk,
  mergeAcntAdd,
  mergeAcntPrimaryNo,
  mergeAcntRemove,
  queryInAndOutDeviceNumber,
} from '../../../src/api/device';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'getLocalFeeSuggestion',
    () => getLocalFeeSuggestion(),
    { method: 'GET', path: 'Device/LocalFeeSuggestion' },
  ],
  [
    'queryInAndOutDeviceNumber',
    () => queryInAndOutDeviceNumber({ searchNo: '0912345678', captcha: 'cap-1', code: 'x7k2' }),
    {
      method: 'GET',
      path: 'Device/QueryInAndOutDeviceNumber',
      headers: { searchno: '0912345678', captcha: 'cap-1', code: 'x7k2' },
    },
  ],
  [
    'getDeviceInformation',
    () => getDeviceInformation(),
    { method: 'GET', path: 'device/information' },
  ],
  [
    'getProjCustomerCode',
    () => getProjCustomerCode(),
    { method: 'GET', path: 'device/ProjCustomerCode' },
  ],
  [
    'getPuk',
    () => getPuk({ dssn: '0912345678' }),
    { method: 'POST', path: 'Device/PUK', body: { DSSN: '0912345678' } },
  ],
  [
    'pukForCustomer',
    () =>
      pukForCustomer({
        number: '0912345678',
        simSerial: '8988692000012345678',
        birthday: '19880412',
        captcha: 'cap-1',
        code: '2580',
      }),
    {
      method: 'POST',
      path: 'Device/PukforCustomer',
      headers: { searchno: '0912345678', captcha: 'cap-1', code: '2580' },
      body: { DSSN: '8988692000012345678', BIRTHDAY: '19880412' },
    },
  ],
  [
    'getEsimDeviceTypes',
    () => getEsimDeviceTypes(),
    { method: 'GET', path: 'Device/ESIMDeviceTypes' },
  ],
  [
    'nwStatus',
    () => nwStatus({ serviceCode: 'FAKE2G' }),
    { method: 'GET', path: 'Device/NWStatus', headers: { servicecode: 'FAKE2G' } },
  ],
  [
    'applyNw',
    () => applyNw({ serviceCode: 'FAKE2G' }),
    { method: 'POST', path: 'Device/ApplyNW', headers: { servicecode: 'FAKE2G' } },
  ],
  [
    'cancelNw',
    () => cancelNw({ serviceCode: 'FAKE2G' }),
    { method: 'POST', path: 'Device/CancelNW', headers: { servicecode: 'FAKE2G' } },
  ],
  ['getBarringStatus', () => getBarringStatus(), { method: 'GET', path: 'Device/BIBRStatus' }],
  [
    'bibrApply',
    () => bibrApply({ type: 'BI' }),
    { method: 'POST', path: 'Device/BIBRApply', body: { type: 'BI' } },
  ],
  [
    'bibrCancel',
    () => bibrCancel({ type: 'BR' }),
    { method: 'POST', path: 'Device/BIBRCancel', body: { type: 'BR' } },
  ],
  [
    'bibrApplyStep2',
    () => bibrApplyStep2({ sessionId: 's-1', otp: '246810' }),
    { method: 'POST', path: 'Device/BIBRApplyStep2', body: { sessionId: 's-1', otp: '246810' } },
  ],
  [
    'bibrCancelStep2',
    () => bibrCancelStep2({ sessionId: 's-1', otp: '246810' }),
    { method: 'POST', path: 'Device/BIBRCancelStep2', body: { sessionId: 's-1', otp: '246810' } },
  ],
  [
    'esimSupportCheck',
    () => esimSupportCheck({ deviceType: 'iPhone 15' }),
    { method: 'POST', path: 'Device/ESIMSupportCheck', body: { devicetype: 'iPhone 15' } },
  ],
  [
    'mergeAcntPrimaryNo',
    () => mergeAcntPrimaryNo(),
    { method: 'GET', path: 'Device/MergeAcntPrimaryNo' },
  ],
  [
    'mergeAcntAdd',
    () => mergeAcntAdd({ kind: 'watch', identifier: '8988692000098765432', name: 'Watch' }),
    {
      method: 'POST',
      path: 'Device/MergeAcntAdd',
      body: { kind: 'watch', identifier: '8988692000098765432', name: 'Watch' },
    },
  ],
  [
    'mergeAcntRemove',
    () => mergeAcntRemove({ simId: 'ON-0001' }),
    { method: 'POST', path: 'Device/MergeAcntRemove', body: { simId: 'ON-0001' } },
  ],
];

describe('device service', () => {
  describeCalls(rows);
});
