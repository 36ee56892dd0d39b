import { describe, expect, it } from 'vitest';
import {
  applyRoamingToEShop,
  applyVoLte,
  applyVoLteCheck,
  applyRoamingToEShopWithTravelInsurance,
  applyRoamingWithTravelInsurance,
  getH5Info,
  getRatePlanList,
  insuranceLog,
  ratePlanChange,
} from '../../../src/api/contract';
import { captureRequests, describeCalls, type CallRow } from './callHarness';

const application = { packageId: 'JP5', startDate: '2025-07-01', endDate: '2025-07-05' };

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
  [
    'getH5Info',
    () => getH5Info({ clientKey: 'partner-key' }),
    { method: 'GET', path: 'Contract/H5Info', query: { clientKey: 'partner-key' } },
  ],
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

  [
    'applyRoamingWithTravelInsurance',
    () => applyRoamingWithTravelInsurance(application),
    {
      method: 'POST',
      path: 'Contract/ApplyRoamingWithTravelInsurance',
      headers: { packageid: 'JP5', startdate: '2025-07-01', enddate: '2025-07-05' },
    },
  ],
  [
    'insuranceLog',
    () => insuranceLog('clickToNext'),
    { method: 'GET', path: 'Contract/InsuranceLog', query: { function: 'clickToNext' } },
  ],
];

describe('contract service', () => {
  describeCalls(rows);

  it.each(['isy', 'ISY', ' isY', 'log', ''])(
    'insuranceLog with the invalid function name %j gives Invalid Function name and sends nothing',
    async (name) => {
      const { requests, stop } = await captureRequests();
      const result = await insuranceLog(name);
      stop();
      expect(result).toEqual({
        error: { code: 'INVALID_INPUT', message: 'Invalid Function name' },
      });
      expect(requests).toHaveLength(0);
    },
  );
});
