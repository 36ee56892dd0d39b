import { afterEach, describe, expect, it } from 'vitest';
import { setCommonHeaderProvider } from '../../src/api/http';
import {
  getChtMemberInfo,
  getDeviceMenu,
  resetDeviceMenu,
  updateDeviceMenuInfo,
} from '../../src/api/member';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { DEVICE_SETTING_MESSAGES as MESSAGES } from '../../src/sandbox/handlers/deviceSettings';
import { SANDBOX_MESSAGES } from '../../src/sandbox/handlers/support';
import type { Device } from '../../src/api/types/member';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

function dataOf<T>(result: { data: T } | { error: { message: string } }): T {
  if ('error' in result) throw new Error(`expected data, got ${result.error.message}`);
  return result.data;
}
const messageOf = (result: { data: unknown } | { error: { message: string } }) =>
  'error' in result ? result.error.message : '';
const numbers = (devices: Device[]) => devices.map((device) => device.deviceNo);

async function wangsMenu(): Promise<[Device, Device, Device]> {
  actAs(DEMO_CUSTOMER_IDS.mobile);
  const [first, second, third] = dataOf(await getDeviceMenu()).devices;
  if (!first || !second || !third) throw new Error('three numbers expected');
  return [first, second, third];
}

describe('sandbox device menu settings', () => {
  it('answers the carrier order, with every number shown, before any setting', async () => {
    const devices = await wangsMenu();
    expect(numbers(devices)).toEqual(['0912345678', '0922333444', '0933555666']);
    expect(devices.every((device) => device.show)).toBe(true);
  });

  it('keeps order, names and hidden flags, in the device menu and in member info', async () => {
    const [first, second, third] = await wangsMenu();
    const saved = await updateDeviceMenuInfo({
      devices: [{ ...third, AliasOfCustom: '  Tablet  ' }, first, { ...second, show: false }],
    });
    expect('data' in saved).toBe(true);

    const menu = dataOf(await getDeviceMenu()).devices;
    expect(numbers(menu)).toEqual([third.deviceNo, first.deviceNo, second.deviceNo]);
    expect(menu[0]?.AliasOfCustom).toBe('Tablet');
    expect(menu[2]?.show).toBe(false);
    const info = dataOf(await getChtMemberInfo());
    expect(numbers(info.devices)).toEqual(numbers(menu));
  });

  it('refuses a list that is not exactly the member’s own numbers, once each', async () => {
    const [first, second, third] = await wangsMenu();
    for (const devices of [
      [first, second],
      [first, second, second],
      [first, second, { ...third, deviceNo: '0223456789' }],
      [first, second, third, { ...third, deviceNo: '0900000000' }],
    ]) {
      expect(messageOf(await updateDeviceMenuInfo({ devices }))).toBe(MESSAGES.badList);
    }
  });

  it('refuses names over 20 characters or with control characters or angle brackets', async () => {
    const [first, second, third] = await wangsMenu();
    const named = (alias: string) => [{ ...first, AliasOfCustom: alias }, second, third];
    expect(messageOf(await updateDeviceMenuInfo({ devices: named('名'.repeat(21)) }))).toBe(
      MESSAGES.aliasTooLong,
    );
    expect(messageOf(await updateDeviceMenuInfo({ devices: named('<b>me</b>') }))).toBe(
      MESSAGES.aliasCharacters,
    );
    expect(messageOf(await updateDeviceMenuInfo({ devices: named('a\u0007b') }))).toBe(
      MESSAGES.aliasCharacters,
    );
    expect('data' in (await updateDeviceMenuInfo({ devices: named('名'.repeat(20)) }))).toBe(true);
  });

  it('keeps at least one number shown', async () => {
    const devices = (await wangsMenu()).map((device) => ({ ...device, show: false }));
    expect(messageOf(await updateDeviceMenuInfo({ devices }))).toBe(MESSAGES.noneShown);
  });

  it('keeps each member’s settings apart, and reset restores the carrier’s order and names', async () => {
    const [first, second, third] = await wangsMenu();
    await updateDeviceMenuInfo({ devices: [third, { ...first, AliasOfCustom: 'Mine' }, second] });

    actAs(DEMO_CUSTOMER_IDS.fixedBroadband);
    const other = dataOf(await getDeviceMenu()).devices;
    expect(other.some((device) => device.AliasOfCustom === 'Mine')).toBe(false);
    expect(messageOf(await updateDeviceMenuInfo({ devices: [first, second, third] }))).toBe(
      MESSAGES.badList,
    );

    actAs(DEMO_CUSTOMER_IDS.mobile);
    expect('data' in (await resetDeviceMenu())).toBe(true);
    const reset = dataOf(await getDeviceMenu()).devices;
    expect(numbers(reset)).toEqual([first.deviceNo, second.deviceNo, third.deviceNo]);
    expect(reset[0]?.AliasOfCustom).toBe(first.AliasOfCustom);
  });

  it('needs a session', async () => {
    const [first, second, third] = await wangsMenu();
    sendHeaders({ token: 'unknown-token' });
    expect(messageOf(await updateDeviceMenuInfo({ devices: [first, second, third] }))).toBe(
      SANDBOX_MESSAGES.notLoggedIn,
    );
    expect(messageOf(await resetDeviceMenu())).toBe(SANDBOX_MESSAGES.notLoggedIn);
  });
});
