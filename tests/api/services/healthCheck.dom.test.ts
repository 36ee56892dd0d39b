import { describe } from 'vitest';
import {
  addHealthCheck,
  getAppointmentTimes,
  getHealthCheck,
  sendHealthCheckOtp,
  validateHealthCheckOtp,
} from '../../../src/api/healthCheck';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  [
    'sendHealthCheckOtp',
    () => sendHealthCheckOtp({ mobile: '0912345678' }),
    { method: 'POST', path: 'HealthCheck/SendOtp', body: { mobile: '0912345678' } },
  ],
  [
    'validateHealthCheckOtp',
    () => validateHealthCheckOtp({ mobile: '0912345678', otp: '123456' }),
    {
      method: 'POST',
      path: 'HealthCheck/VaildOtp',
      body: { mobile: '0912345678', otp: '123456' },
    },
  ],
  ['getHealthCheck', () => getHealthCheck(), { method: 'GET', path: 'HealthCheck' }],
  [
    'getAppointmentTimes',
    () => getAppointmentTimes(),
    { method: 'GET', path: 'HealthCheck/AppointmentTimes' },
  ],
  [
    'addHealthCheck',
    () => addHealthCheck({ time: '2025-07-01 09:00', location: 'Taipei' }),
    {
      method: 'POST',
      path: 'HealthCheck/Add',
      body: { time: '2025-07-01 09:00', location: 'Taipei' },
    },
  ],
];

describe('health check service', () => {
  describeCalls(rows);
});
