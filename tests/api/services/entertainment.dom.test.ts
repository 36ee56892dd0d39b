import { describe } from 'vitest';
import {
  exchangeProducts,
  getExchangeProducts,
  getMediaZone,
  getNetflixStatus,
} from '../../../src/api/entertainment';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'getExchangeProducts',
    () => getExchangeProducts(),
    { method: 'GET', path: 'CHTMember/ExchangeProducts' },
  ],
  [
    'exchangeProducts',
    () => exchangeProducts({ productId: 'HV7' }),
    { method: 'POST', path: 'CHTMember/ExchangeProducts', body: { productId: 'HV7' } },
  ],
  ['getMediaZone', () => getMediaZone(), { method: 'GET', path: 'Device/MediaZone' }],
  [
    'getNetflixStatus',
    () => getNetflixStatus({ deviceNo: '0912345678' }),
    { method: 'GET', path: 'Device/NetflixStatus', headers: { deviceno: '0912345678' } },
  ],
];

describe('entertainment service', () => {
  describeCalls(rows);
});
