import { describe } from 'vitest';
import { getCurrentTime, getVersionInfo } from '../../../src/api/system';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  ['getCurrentTime', () => getCurrentTime(), { method: 'GET', path: 'Http/CurrentTime' }],
  [
    'getVersionInfo',
    () => getVersionInfo({ platform: 'ios' }),
    { method: 'GET', path: 'Settings/VersionInfo/ios' },
  ],
];

describe('system service', () => {
  describeCalls(rows);
});
