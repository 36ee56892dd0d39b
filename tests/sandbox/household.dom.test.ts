import { afterEach, describe, expect, it } from 'vitest';
import { getSimplifiedInformation } from '../../src/api/dashboard';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getDeviceMenu, updateDeviceMenuInfo } from '../../src/api/member';
import { addDevice, cleanDeviceMenu, deleteDssn } from '../../src/api/memberArea';
import { MEMBER_REFUSAL_CODES } from '../../src/api/types/memberRefusal';
import { MEMBER_AREA_MESSAGES } from '../../src/sandbox/db/tables/memberAreaRules';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { actAs } from './support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

async function summaryOf(customerId: string) {
  actAs(customerId);
  const result = await getSimplifiedInformation();
  if ('error' in result) throw new Error(result.error.message);
  return result.data;
}

describe('sandbox household summary: the usage line of each kind, contract and roaming', () => {
  it('gives a broadband line its speed tier and traffic, a landline its minutes', async () => {
    const summary = await summaryOf(DEMO_CUSTOMER_IDS.fixedBroadband);
    const landline = summary.numbers.find((number) => number.deviceType === 'fixedline');
    const broadband = summary.numbers.find((number) => number.deviceType === 'broadband');
    expect(broadband).toMatchObject({ speedTier: '500M', dataUsedMB: null, voiceMinutes: null });
    expect(broadband?.trafficMB).toBeGreaterThan(0);
    expect(landline).toMatchObject({ speedTier: null, trafficMB: null, dataUsedMB: null });
    expect(landline?.voiceMinutes).toBeGreaterThan(0);
    expect(landline?.roaming).toBeNull();
  });

  it("gives a mobile number its contract end and this month's roaming against the cap", async () => {
    const summary = await summaryOf(DEMO_CUSTOMER_IDS.mobile);
    const [first, , third] = summary.numbers;
    expect(first?.contractEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(third?.contractEnd).toBeNull();
    expect(first?.roaming?.pass?.name).toEqual(expect.any(String));
    expect(first?.roaming?.monthSpend).toBeGreaterThanOrEqual(0);
    expect(third?.roaming).toEqual({ pass: null, monthSpend: 0, spendCap: null });
  });
});

describe('sandbox member-settings refusals carry the code the portal words them by', () => {
  it('refuses to add a number already in the list, and to unbind a line not bound, with codes', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const added = await addDevice({ deviceNo: '0912345678', pid: 'A123456789' });
    expect('error' in added && added.error).toMatchObject({
      code: MEMBER_REFUSAL_CODES.alreadyInMenu,
      message: MEMBER_AREA_MESSAGES.alreadyInMenu,
    });
    const unbound = await deleteDssn({ deviceNo: '0912345678' });
    expect('error' in unbound && unbound.error).toMatchObject({
      code: MEMBER_REFUSAL_CODES.notBound,
    });
  });

  it('clears the saved list: the carrier order and names come back', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const menu = await getDeviceMenu();
    if ('error' in menu) throw new Error(menu.error.message);
    const reversed = [...menu.data.devices].reverse();
    await updateDeviceMenuInfo({ devices: reversed });
    expect(await cleanDeviceMenu()).toEqual({ data: null });
    const after = await getDeviceMenu();
    expect('data' in after && after.data.devices.map((device) => device.deviceNo)).toEqual(
      menu.data.devices.map((device) => device.deviceNo),
    );
  });
});
