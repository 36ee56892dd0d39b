import { afterEach, describe, expect, it } from 'vitest';
import { setCommonHeaderProvider } from '../../../src/api/http';
import {
  canOrDacProvisionRateplan,
  canProvisionRateplan,
  getCouponRatePlanInfo,
  getRefillHistory,
  getRoamingPlanSuggestion,
  getRoamingUsingInfo,
  getSubrDataUsage,
  getSubrSettings,
  getSubscriptionHistory,
  getSubscriptionHistoryDetail,
  getSpendCap,
  getSubscriptionInfo,
  initRoamingService,
  setSpendCap,
  setSubrSettings,
} from '../../../src/api/rsc';
import { captureRequests, describeCalls, type CallRow } from './callHarness';

const provision = {
  packageId: 'JP5D',
  startDate: '2025-07-01',
  endDate: '2025-07-05',
  pid: ' a123456789',
};
const provisionHeaders = {
  packageid: 'JP5D',
  startdate: '2025-07-01',
  enddate: '2025-07-05',
  pid: 'A123456789',
};

const cap = {
  enabled: true,
  monthlyAmount: 500,
  dataThresholdMB: null,
  channel: 'SMS',
  action: 'stop',
} as const;

const rows: CallRow[] = [
  [
    'getSubscriptionInfo',
    () => getSubscriptionInfo(),
    { method: 'GET', path: 'RSC/SubscriptionInfo' },
  ],
  [
    'getRoamingPlanSuggestion',
    () =>
      getRoamingPlanSuggestion({
        country: 'JP',
        startDatetime: '2025-07-01T08:00',
        endDatetime: '2025-07-05T20:00',
        travelDay: 5,
      }),
    {
      method: 'GET',
      path: 'RSC/RoamingPlanSuggestion',
      query: {
        country: 'JP',
        startDatetime: '2025-07-01T08:00',
        endDatetime: '2025-07-05T20:00',
        travelDay: '5',
      },
    },
  ],
  ['getSubrDataUsage', () => getSubrDataUsage(), { method: 'GET', path: 'RSC/GetSubrDataUsage' }],
  [
    'getRoamingUsingInfo',
    () => getRoamingUsingInfo(),
    { method: 'GET', path: 'RSC/RoamingUsingInfo' },
  ],
  [
    'getRefillHistory',
    () => getRefillHistory({ packageId: 'JP5D', orderDate: '20250701' }),
    {
      method: 'GET',
      path: 'RSC/GetRefillHistory',
      headers: { packageid: 'JP5D', orderdate: '20250701' },
    },
  ],
  [
    'canProvisionRateplan',
    () => canProvisionRateplan(provision),
    { method: 'POST', path: 'RSC/CANProvisionRateplan', headers: provisionHeaders },
  ],
  [
    'canOrDacProvisionRateplan',
    () => canOrDacProvisionRateplan(provision),
    { method: 'POST', path: 'RSC/CanOrDacProvisionRateplan', headers: provisionHeaders },
  ],
  ['getSubrSettings', () => getSubrSettings(), { method: 'GET', path: 'RSC/GetSubrSettings' }],
  [
    'setSubrSettings',
    () => setSubrSettings({ switch: 'Y', language: 'zh', channel: 'SMS', mail: 'a@example.com' }),
    {
      method: 'POST',
      path: 'RSC/SetSubrSettings',
      headers: { switch: 'Y', language: 'zh', channel: 'SMS', mail: 'a@example.com' },
    },
  ],
  [
    'getCouponRatePlanInfo',
    () => getCouponRatePlanInfo({ sn: 'CPN01' }),
    { method: 'POST', path: 'RSC/CouponRatePlanInfo', headers: { sn: 'CPN01' } },
  ],
  [
    'initRoamingService',
    () => initRoamingService(),
    { method: 'POST', path: 'RSC/InitRoamingService' },
  ],
  [
    'getSubscriptionHistory',
    () => getSubscriptionHistory({ year: 2025, month: 7 }),
    { method: 'GET', path: 'RSC/GetSubscriptionHistory', headers: { year: '2025', month: '7' } },
  ],
  [
    'getSubscriptionHistoryDetail',
    () => getSubscriptionHistoryDetail({ deviceNo: '0912345678' }),
    {
      method: 'GET',
      path: 'RSC/GetSubscriptionHistoryDetail',
      headers: { deviceno: '0912345678' },
    },
  ],
  ['getSpendCap', () => getSpendCap(), { method: 'GET', path: 'RSC/GetSpendCap' }],
  ['setSpendCap', () => setSpendCap(cap), { method: 'POST', path: 'RSC/SetSpendCap', body: cap }],
];

describe('roaming service', () => {
  afterEach(() => {
    setCommonHeaderProvider(() => ({}));
  });

  describeCalls(rows);

  it.each(['', '   '])(
    'getSubscriptionHistoryDetail without an unbilled device number (%j) sends nothing',
    async (deviceNo) => {
      const { requests, stop } = await captureRequests();
      const result = await getSubscriptionHistoryDetail({ deviceNo });
      stop();
      expect(result).toEqual({
        error: { code: 'DEVICE_REQUIRED', message: 'Device number is required' },
      });
      expect(requests).toHaveLength(0);
    },
  );

  it('getSubscriptionHistoryDetail asks about the unbilled number, not the session number', async () => {
    setCommonHeaderProvider(() => ({ deviceno: '0900000000', isLogin: 'Y' }));
    const { requests, stop } = await captureRequests();
    await getSubscriptionHistoryDetail({ deviceNo: '0912345678' });
    stop();
    expect(requests[0]?.headers.get('deviceno')).toBe('0912345678');
    expect(requests[0]?.headers.get('isLogin')).toBe('Y');
  });
});
