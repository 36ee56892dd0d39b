import { describe } from 'vitest';
import {
  applyRoamingToEShop,
  applyVoLte,
  applyVoLteCheck,
  applyRoamingToEShopWithTravelInsurance,
  getH5Info,
  getRatePlanList,
  ratePlanChange,
} from '../../../src/api/contract';
import { describeCalls, type CallRow } from './callHarness';

const application = { packageid: 'JP5D', startdate: '2025-07-01', enddate: '2025-07-05' };

const rows: CallRow[] = [
  ['getRatePlanList', () => getRatePlanList(), { method: 'GET', path: 'Contract/RatePlanList' }],
  [
    'ratePlanChange',
    () => ratePlanChange({ serviceType: 'M', packageCode: 'P599' }),
    {
      method: 'POST',
      path: 'Contract/RatePlanChange',
      body: { ServiceType: 'M', PackageCode: 'P599' },
    },
  ],
  ['applyVoLteCheck', () => applyVoLteCheck(), { method: 'GET', path: 'Contract/ApplyVoLTECheck' }],
  ['applyVoLte', () => applyVoLte(), { method: 'GET', path: 'Contract/ApplyVoLTE' }],
  ['getH5Info', () => getH5Info(), { method: 'GET', path: 'Contract/H5Info' }],
  [
    'applyRoamingToEShop',
    () => applyRoamingToEShop(application),
    { method: 'POST', path: 'Contract/ApplyRoamingToEShop', body: application },
  ],
  [
    'applyRoamingToEShopWithTravelInsurance',
    () => applyRoamingToEShopWithTravelInsurance({ ...application, insurance: 'Y' }),
    {
      method: 'POST',
      path: 'Contract/ApplyRoamingToEShopWithTravelInsurance',
      body: { ...application, insurance: 'Y' },
    },
  ],
];

describe('contract service', () => {
  describeCalls(rows);
});
