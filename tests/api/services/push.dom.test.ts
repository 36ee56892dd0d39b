import { describe } from 'vitest';
import { sendPush, setNotificationIsRead } from '../../../src/api/push';
import { describeCalls, type CallRow } from './callHarness';

const push = {
  appkey: 'app-key',
  bundleId: 'example.portal',
  deviceTokens: ['tok-1', 'tok-2'],
  title: 'Bill ready',
  badge: 1,
};

const rows: CallRow[] = [
  [
    'setNotificationIsRead',
    () => setNotificationIsRead({ msgkey: 'm1', actid: 'a1', pushid: 'p1' }),
    {
      method: 'POST',
      path: 'PushService/SetNotificationIsRead',
      body: { msgkey: 'm1', actid: 'a1', pushid: 'p1' },
    },
  ],
  ['sendPush', () => sendPush(push), { method: 'POST', path: 'PushService/SendPush', body: push }],
];

describe('push service', () => {
  describeCalls(rows);
});
