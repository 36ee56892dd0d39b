import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import {
  getChtMemberInfo,
  getChtMemberVipLevel,
  getChtVipEnterprise,
  getChtVipIndividual,
  getChtVipLevel,
  getDeviceMenu,
  getHamiPoint,
  getWebAuthStatus,
  resetDeviceMenu,
  updateDeviceMenuInfo,
} from '../../../src/api/member';
import { encryptText } from '../../../src/lib/aes';
import { server } from '../../../src/sandbox/node';
import type { Device, MemberInfo } from '../../../src/api/types/member';
import { describeCalls, urlOf, type CallRow } from './callHarness';

const device: Device = {
  deviceNo: '0912345678',
  NoAreaDeviceNo: '0912345678',
  AliasOfCustom: 'My phone',
  AliasOfDefault: 'Mobile',
  deviceType: 'mobile',
  BindingType: 'legalSMS',
  PidHash: 'hash',
  AttachedNo: '',
  contractRate: '599',
  index: 0,
  show: true,
};

const member: MemberInfo = {
  sn: 'SN-1',
  name: 'Lin Mei',
  nickname: 'Mei',
  mobile: '0912345678',
  mail: 'mei@example.com',
  birthday: '1990-01-01',
  devices: [device],
};

const rows: CallRow[] = [
  [
    'getChtMemberInfo',
    () => getChtMemberInfo(),
    { method: 'GET', path: 'Chtmember/CHTMemberInfo' },
  ],
  ['getDeviceMenu', () => getDeviceMenu(), { method: 'POST', path: 'CHTMember/DeviceMenu' }],
  [
    'updateDeviceMenuInfo',
    () => updateDeviceMenuInfo({ devices: [device] }),
    { method: 'POST', path: 'CHTMember/UpdateDeviceMenuInfo', body: { devices: [device] } },
  ],
  [
    'resetDeviceMenu',
    () => resetDeviceMenu(),
    { method: 'POST', path: 'CHTMember/ResetDeviceMenu' },
  ],
  ['getHamiPoint', () => getHamiPoint(), { method: 'GET', path: 'CHTMember/HamiPoint' }],
  ['getChtVipLevel', () => getChtVipLevel(), { method: 'GET', path: 'Chtmember/CHTVipLevel' }],
  [
    'getChtMemberVipLevel',
    () => getChtMemberVipLevel(),
    { method: 'GET', path: 'Chtmember/CHTMemberVIPLevel' },
  ],
  [
    'getChtVipIndividual',
    () => getChtVipIndividual(),
    { method: 'GET', path: 'Chtmember/CHTVIP_Indivisual' },
  ],
  [
    'getChtVipEnterprise',
    () => getChtVipEnterprise(),
    { method: 'GET', path: 'Chtmember/CHTVIP_Enterprise' },
  ],
  [
    'getWebAuthStatus',
    () => getWebAuthStatus(),
    { method: 'GET', path: 'CHTMember/WebAuthStatus' },
  ],
];

function replyWith(method: 'get' | 'post', path: string, data: unknown) {
  server.use(http[method](urlOf('api', path).href, () => HttpResponse.json({ result: 1, data })));
}

describe('member service', () => {
  describeCalls(rows);

  it('decodes an AES-encrypted member info reply', async () => {
    replyWith(
      'get',
      'Chtmember/CHTMemberInfo',
      encryptText(JSON.stringify(member), env.storagePassphrase),
    );
    await expect(getChtMemberInfo()).resolves.toEqual({ data: member });
  });

  it('decodes an AES-encrypted device menu reply', async () => {
    const menu = { devices: [device] };
    replyWith(
      'post',
      'CHTMember/DeviceMenu',
      encryptText(JSON.stringify(menu), env.storagePassphrase),
    );
    await expect(getDeviceMenu()).resolves.toEqual({ data: menu });
  });

  it('accepts a member info reply that arrives unencrypted', async () => {
    replyWith('get', 'Chtmember/CHTMemberInfo', member);
    await expect(getChtMemberInfo()).resolves.toEqual({ data: member });
  });

  it('reports a reply encrypted with another passphrase as unreadable', async () => {
    replyWith(
      'get',
      'Chtmember/CHTMemberInfo',
      encryptText(JSON.stringify(member), 'another-passphrase'),
    );
    const result = await getChtMemberInfo();
    expect(result).toMatchObject({ error: { code: 'BAD_RESPONSE' } });
  });

  it('reads member info result -1 as an error (not logged in)', async () => {
    server.use(
      http.get(urlOf('api', 'Chtmember/CHTMemberInfo').href, () =>
        HttpResponse.json({ result: -1, message: 'Not logged in' }),
      ),
    );
    await expect(getChtMemberInfo()).resolves.toMatchObject({
      error: { message: 'Not logged in' },
    });
  });
});
