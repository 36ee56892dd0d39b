import { describe } from 'vitest';
import {
  getAlertSetting,
  getRatePlanSuggestion,
  getTelSuspendStatus,
  telOneWayResume,
  telOneWaySuspend,
  telTwoWayResume,
  telTwoWaySuspend,
  updateAlertSetting,
} from '../../../src/api/mobile';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  ['getAlertSetting', () => getAlertSetting(), { method: 'GET', path: 'Mobile/AlertSetting' }],
  [
    'updateAlertSetting',
    () => updateAlertSetting({ dataAlert: 'Y', threshold: 80 }),
    { method: 'POST', path: 'Mobile/UpdateAlertSetting', body: { dataAlert: 'Y', threshold: 80 } },
  ],
  [
    'getTelSuspendStatus',
    () => getTelSuspendStatus(),
    { method: 'GET', path: 'Mobile/TelSuspendStatus' },
  ],
  [
    'telOneWayResume',
    () => telOneWayResume({ passwd: '1234' }),
    { method: 'POST', path: 'Mobile/TelOneWayResume', body: { passwd: '1234' } },
  ],
  [
    'telTwoWayResume',
    () => telTwoWayResume({ passwd: '1234' }),
    { method: 'POST', path: 'Mobile/TelTwoWayResume', body: { passwd: '1234' } },
  ],
  [
    'telOneWaySuspend',
    () => telOneWaySuspend({ passwd: '1234' }),
    { method: 'POST', path: 'Mobile/TelOneWaySuspend', body: { passwd: '1234' } },
  ],
  [
    'telTwoWaySuspend',
    () => telTwoWaySuspend({ passwd: '1234' }),
    { method: 'POST', path: 'Mobile/TelTwoWaySuspend', body: { passwd: '1234' } },
  ],
  [
    'getRatePlanSuggestion',
    () => getRatePlanSuggestion(),
    { method: 'GET', path: 'Mobile/RatePlanSuggestion' },
  ],
];

describe('mobile service', () => {
  describeCalls(rows);
});
