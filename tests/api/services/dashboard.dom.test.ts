import { describe } from 'vitest';
import {
  getMobileDiscount,
  getSimplifiedInformation,
  getSiteCoreAdItems,
  getCountryByIp,
  getRoamingProcess,
} from '../../../src/api/dashboard';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'getSimplifiedInformation',
    () => getSimplifiedInformation(),
    { method: 'GET', path: 'dashboard/SimplifiedInformation' },
  ],
  [
    'getSiteCoreAdItems',
    () => getSiteCoreAdItems(),
    { method: 'GET', path: 'dashboard/SiteCoreADItems' },
  ],
  [
    'getMobileDiscount',
    () => getMobileDiscount(),
    { method: 'GET', path: 'dashboard/mobilediscount' },
  ],
  [
    'getRoamingProcess',
    () => getRoamingProcess(),
    { method: 'GET', path: 'dashboard/RoamingProcess' },
  ],
  ['getCountryByIp', () => getCountryByIp(), { method: 'GET', path: 'dashboard/CountryByIp' }],
];

describe('dashboard service', () => {
  describeCalls(rows);
});
