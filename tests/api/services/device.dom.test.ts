import { describe } from 'vitest';
import {
  esimSupportCheck,
  getDeviceInformation,
  getLocalFeeSuggestion,
  getProjCustomerCode,
  getPuk,
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
    () => getPuk({ dssn: '8988600000000000001' }),
    { method: 'POST', path: 'Device/PUK', body: { DSSN: '8988600000000000001' } },
  ],
  [
    'esimSupportCheck',
    () => esimSupportCheck({ deviceType: 'iPhone 15' }),
    { method: 'POST', path: 'Device/ESIMSupportCheck', body: { devicetype: 'iPhone 15' } },
  ],
];

describe('device service', () => {
  describeCalls(rows);
});
