import { describe } from 'vitest';
import { getEShopPromo, setNps } from '../../../src/api/eshop';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'setNps',
    () => setNps({ score: 9, comment: 'Quick' }),
    { method: 'POST', path: 'eShop/SetNPS', body: { score: 9, comment: 'Quick' } },
  ],
  ['getEShopPromo', () => getEShopPromo(), { method: 'GET', path: 'eShop/eShopPromoQRY' }],
];

describe('shop service', () => {
  describeCalls(rows);
});
