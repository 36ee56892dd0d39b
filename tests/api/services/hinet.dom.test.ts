import { describe } from 'vitest';
import {
  allocateStaticIp,
  deallocateStaticIp,
  modifyHnPassword,
  queryStaticIp,
  updateStaticIpEmail,
} from '../../../src/api/hinet';
import { describeCalls, type CallRow } from './callHarness';

const rows: CallRow[] = [
  ['queryStaticIp', () => queryStaticIp(), { method: 'GET', path: 'Service/Hinet/StaticIpQuery' }],
  [
    'allocateStaticIp',
    () => allocateStaticIp(),
    { method: 'GET', path: 'Service/Hinet/StaticIpAllocate' },
  ],
  [
    'deallocateStaticIp',
    () => deallocateStaticIp(),
    { method: 'GET', path: 'Service/Hinet/StaticIpDeallocate' },
  ],
  [
    'updateStaticIpEmail',
    () => updateStaticIpEmail({ contactEmail: ' ops+ip@example.com ' }),
    {
      method: 'GET',
      path: 'Service/Hinet/StaticIpUpdateEmail',
      query: { contactEmail: 'ops+ip@example.com' },
    },
  ],
  [
    'modifyHnPassword',
    () => modifyHnPassword({ newHnPassword: 'n3wPass!', pid: 'a123456789 ' }),
    {
      method: 'POST',
      path: 'Service/Hinet/ModifyHNPassword',
      headers: { newHNPassword: 'n3wPass!', pid: 'A123456789' },
    },
  ],
];

describe('broadband static IP service', () => {
  describeCalls(rows);
});
