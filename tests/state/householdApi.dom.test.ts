import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billApi } from '../../src/features/bill/billApi';
import { mobileApi } from '../../src/features/mobile/mobileApi';
import { householdApi } from '../../src/state/householdApi';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { withApiState } from '../../src/state/portalApi';
import { makeStore } from '../../src/state/store';
import { signedInState } from '../support/session';

/** A signed-in store holding the household summary, as the home and /Overview do. */
async function storeWithHousehold(deviceNo?: string) {
  const store = makeStore(signedInState(undefined, deviceNo));
  bindStoreToHttp(store);
  const token = store.getState().member.token;
  const subscription = store.dispatch(householdApi.endpoints.getHousehold.initiate(token));
  await subscription;
  const household = () =>
    householdApi.endpoints.getHousehold.select(token)(withApiState(store.getState()));
  return { store, household, subscription };
}

describe("the household summary follows what changes a number's bill", () => {
  it('shows a multi-payment at once: nothing left to pay, without waiting for the cache', async () => {
    const { store, household, subscription } = await storeWithHousehold();
    expect(household().data?.totalDue).toBeGreaterThan(0);
    const summary = await store.dispatch(billApi.endpoints.getPaymentsSummary.initiate(undefined));
    const receiptNos = (summary.data?.devices ?? []).flatMap((device) =>
      device.bills.map((bill) => bill.receiptNo),
    );
    const paid = await store.dispatch(
      billApi.endpoints.payBills.initiate({ receiptNos, idempotencyKey: 'household-test' }),
    );
    expect('error' in paid).toBe(false);
    await waitFor(() => {
      expect(household().data?.totalDue).toBe(0);
    });
    subscription.unsubscribe();
  });

  it('is read again after a plan change', async () => {
    const { store, household, subscription } = await storeWithHousehold('0922333444');
    const before = household().fulfilledTimeStamp ?? 0;
    const changed = await store.dispatch(
      mobileApi.endpoints.changeRatePlan.initiate({
        deviceNo: '0922333444',
        serviceType: 'M',
        packageCode: 'M5G599',
      }),
    );
    expect('error' in changed).toBe(false);
    await waitFor(() => {
      expect(household().fulfilledTimeStamp ?? 0).toBeGreaterThan(before);
    });
    subscription.unsubscribe();
  });
});
