import { afterEach, describe, expect, it } from 'vitest';
import { getSimplifiedInformation } from '../../src/api/dashboard';
import { setCommonHeaderProvider } from '../../src/api/http';
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
