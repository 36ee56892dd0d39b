import { describe, expect, it } from 'vitest';
import { DEVICE_MENU_FRESH_MS, readVipAfterLaunch } from '../../src/app/boot/embeddedLaunch';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { createSession, signInAs } from '../../src/sandbox/db/sessions';
import { portalStateAfterSignIn } from '../../src/sandbox/portalState';
import { commonHeadersFrom } from '../../src/state/httpBinding';
import { DEFAULT_VIP_LEVEL } from '../../src/state/types';
import { writePersistedState } from '../../src/state/persist';
import { callsDuring, prepareLaunch } from './embeddedLaunchSupport';

const MEMBER_CALLS = /CHTMemberInfo|DeviceMenu/i;

/** A portal that had 王小明 signed in, its device menu cached `ageMs` ago. */
function cachedWang(ageMs: number) {
  const signIn = signInAs(DEMO_CUSTOMER_IDS.mobile);
  const state = portalStateAfterSignIn(signIn);
  const storage = createMemoryStorage();
  const writtenAt = Date.now();
  writePersistedState(state, storage);
  return {
    token: signIn.token,
    storage,
    now: writtenAt + ageMs,
    preloaded: { member: state.member, client: state.client },
  };
}

describe('embedded launch: login types', () => {
  it('empty: no login, no member calls', async () => {
    const { store, run } = prepareLaunch({ source: 'APP', accountType: '', token: 'ignored' });
    const calls = await callsDuring(run);
    expect(store.getState().client.isLogin).toBe(false);
    expect(store.getState().member.token).toBe('');
    expect(calls).toEqual([]);
  });

  it('chtmember with nothing cached: fetches member info and the device menu together; the VIP level after the first paint', async () => {
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    const { store, run } = prepareLaunch({
      source: 'APP',
      accountType: 'chtmember',
      token,
      page: 'Cmd_2001002',
    });
    const calls = await callsDuring(run);
    expect(calls.filter((call) => /CHTMemberInfo|DeviceMenu|Vip/i.test(call))).toEqual([
      'GET /api/Chtmember/CHTMemberInfo',
      'POST /api/CHTMember/DeviceMenu',
    ]);
    expect(store.getState().client.vipLevel).toBe(DEFAULT_VIP_LEVEL);
    // main.tsx calls this once the first view has painted.
    const later = await callsDuring(() => readVipAfterLaunch(store));
    expect(later).toEqual([
      'GET /api/Chtmember/CHTVipLevel',
      'GET /api/Chtmember/CHTVIP_Indivisual',
    ]);
    const state = store.getState();
    expect(state.member.token).toBe(token);
    expect(state.member.chtMemberInfo?.name).toBe('王小明');
    expect(state.client).toMatchObject({ isLogin: true, loginType: 'chtmember', vipLevel: 1 });
    expect(state.client.devices).toHaveLength(3);
    expect(commonHeadersFrom(store)).toMatchObject({
      token,
      isLogin: 'Y',
      source: 'APP',
      deviceno: '0912345678',
    });
  });

  it('chtmember with a fresh cache (under 3600 s): cached member info and device menu, no member calls', async () => {
    const cached = cachedWang(DEVICE_MENU_FRESH_MS - 60_000);
    const { store, run } = prepareLaunch(
      { source: 'APP', accountType: 'chtmember', token: cached.token },
      cached,
    );
    const calls = await callsDuring(run);
    expect(calls.filter((call) => MEMBER_CALLS.test(call))).toEqual([]);
    expect(store.getState().member.chtMemberInfo?.name).toBe('王小明');
    expect(store.getState().client.devices).toHaveLength(3);
    expect(store.getState().client.isLogin).toBe(true);
  });

  it('chtmember with a stale cache (3600 s or older): member info and the device menu again', async () => {
    const cached = cachedWang(DEVICE_MENU_FRESH_MS);
    const { store, run } = prepareLaunch(
      { source: 'APP', accountType: 'chtmember', token: cached.token },
      cached,
    );
    const calls = await callsDuring(run);
    expect(calls.filter((call) => MEMBER_CALLS.test(call))).toEqual([
      'GET /api/Chtmember/CHTMemberInfo',
      'POST /api/CHTMember/DeviceMenu',
    ]);
    expect(store.getState().client.devices).toHaveLength(3);
  });

  it('chtmember with a cache of another token: fetched again for the new token', async () => {
    const cached = cachedWang(0);
    const other = createSession(DEMO_CUSTOMER_IDS.fixedBroadband).token;
    const { store, run } = prepareLaunch(
      { source: 'CHAT', accountType: 'chtmember', token: other },
      cached,
    );
    const calls = await callsDuring(run);
    expect(calls.some((call) => call.includes('CHTMemberInfo'))).toBe(true);
    expect(store.getState().member.chtMemberInfo?.name).toBe('陳美玲');
  });

  it('chtmember with a token the carrier refuses: not logged in', async () => {
    const { store, replaceState, run } = prepareLaunch({
      source: 'APP',
      accountType: 'chtmember',
      token: 'expired-token',
      page: 'billhistory',
    });
    await run();
    expect(store.getState().client.isLogin).toBe(false);
    expect(store.getState().member.token).toBe('');
    expect(store.getState().client.embedded).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/Bill/history');
  });

  it('another login type: the device alias lookup builds the one device', async () => {
    const token = createSession(DEMO_CUSTOMER_IDS.mobile).token;
    const { store, run } = prepareLaunch({
      source: 'ENTAPP',
      accountType: 'HN',
      token,
      deviceNo: '0922333444',
    });
    const calls = await callsDuring(run);
    expect(calls).toContain('GET /api/CHTMember/DeviceAlias');
    const { client, member } = store.getState();
    expect(member.token).toBe(token);
    expect(client.loginType).toBe('hn');
    expect(client.devices).toHaveLength(1);
    expect(client.device).toMatchObject({
      deviceNo: '0922333444',
      AliasOfCustom: '',
      AliasOfDefault: '4G 599 方案',
      deviceType: 'mobile',
    });
  });

  it('another login type whose lookup fails still builds the device from the launch', async () => {
    const { store, run } = prepareLaunch({
      source: 'CHAT',
      accountType: 'sms',
      token: 'SMS-unknown',
      deviceNo: '0912345678',
      parameters: { AttachedNo: '02-1' },
    });
    const calls = await callsDuring(run);
    expect(calls).toEqual(['GET /api/CHTMember/DeviceAlias']);
    const { client, member } = store.getState();
    expect(member.token).toBe('SMS-unknown');
    expect(client.devices.map((device) => device.deviceNo)).toEqual(['0912345678']);
    expect(client.device).toMatchObject({ AliasOfCustom: '', AttachedNo: '02-1' });
    // An SMS login inside an app reads no VIP level (spec 02 §4.8).
    expect(await callsDuring(() => readVipAfterLaunch(store))).toEqual([]);
  });
});
