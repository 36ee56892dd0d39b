import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationProcess } from '../../../src/api/dashboard';
import { memberApi } from '../../../src/features/member/memberApi';
import { roamingApi } from '../../../src/features/roaming/roamingApi';
import { sandboxNow } from '../../../src/sandbox/db/clock';
import { dateAfter } from '../../../src/sandbox/db/dates';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { server } from '../../../src/sandbox/node';
import { bindStoreToHttp } from '../../../src/state/httpBinding';
import { makeStore } from '../../../src/state/store';
import { signedInState } from '../../support/session';

/** Counts the requests to one call path while a test runs. */
function countCalls(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count += 1;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => {
      server.events.removeListener('request:start', listener);
    },
  };
}

function storeFor(deviceNo: string) {
  const store = makeStore(signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo));
  bindStoreToHttp(store);
  return store;
}

/** JP5 for 0912345678, from two days on. */
function orderJapanPass(
  store: ReturnType<typeof storeFor>,
  { travelInsurance, couponSn }: { travelInsurance: boolean; couponSn?: string },
) {
  return store.dispatch(
    roamingApi.endpoints.applyRoaming.initiate({
      deviceNo: '0912345678',
      travelInsurance,
      application: {
        packageId: 'JP5',
        startDate: dateAfter(sandboxNow(), 2),
        endDate: dateAfter(sandboxNow(), 6),
        ...(couponSn === undefined ? {} : { couponSn }),
      },
    }),
  );
}

let stopCounting: (() => void) | null = null;
afterEach(() => {
  stopCounting?.();
  stopCounting = null;
});

describe('roaming history cache', () => {
  it('keeps the order detail per device: a second read of the same number asks nothing', async () => {
    const calls = countCalls('RSC/GetSubscriptionHistoryDetail');
    stopCounting = calls.stop;
    const store = storeFor('0912345678');
    const first = store.dispatch(
      roamingApi.endpoints.getSubscriptionHistoryDetail.initiate({ deviceNo: '0912345678' }),
    );
    await first;
    const second = store.dispatch(
      roamingApi.endpoints.getSubscriptionHistoryDetail.initiate({ deviceNo: '0912345678' }),
    );
    await second;
    expect(calls.count).toBe(1);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('says "Device number is required" without a call when there is no number', async () => {
    const calls = countCalls('RSC/GetSubscriptionHistoryDetail');
    stopCounting = calls.stop;
    const store = storeFor('0912345678');
    const result = await store.dispatch(
      roamingApi.endpoints.getSubscriptionHistoryDetail.initiate({ deviceNo: '' }),
    );
    expect(result.error).toMatchObject({ message: 'Device number is required' });
    expect(calls.count).toBe(0);
  });

  it('buying a pass clears the cached history, so the new order shows at once', async () => {
    const store = storeFor('0912345678');
    const detail = store.dispatch(
      roamingApi.endpoints.getSubscriptionHistoryDetail.initiate({ deviceNo: '0912345678' }),
    );
    const before = await detail;
    const ordered = await orderJapanPass(store, { travelInsurance: true, couponSn: 'ROAM2026' });
    expect(ordered.data?.price).toBe(199);
    // The mutation cleared the cached detail: the next read of it asks again and has the order.
    const after = store.dispatch(
      roamingApi.endpoints.getSubscriptionHistoryDetail.initiate({ deviceNo: '0912345678' }),
    );
    await expect
      .poll(async () => {
        const result = await after;
        return result.data?.some((order) => order.orderId === ordered.data?.orderId) ?? false;
      })
      .toBe(true);
    after.unsubscribe();
    expect(before.data?.some((order) => order.orderId === ordered.data?.orderId)).toBe(false);
    detail.unsubscribe();
  });
});

describe('/Process after a purchase', () => {
  it('refreshes the roaming applications /Process shows when a pass is bought', async () => {
    const store = storeFor('0912345678');
    const process = store.dispatch(memberApi.endpoints.getRoamingProcess.initiate('token'));
    const before = await process;
    const ordered = await orderJapanPass(store, { travelInsurance: false });
    expect(ordered.data?.orderId).toMatch(/^RO/);
    // The store's state type predates the member endpoints' tags: read it as the selector's.
    const selectApplications = memberApi.endpoints.getRoamingProcess.select('token') as (
      state: unknown,
    ) => { data?: ApplicationProcess[] };
    const applications = () => selectApplications(store.getState()).data ?? [];
    // The subscribed /Process query was refetched by the order, without asking it again.
    await expect.poll(() => applications().length).toBe((before.data?.length ?? 0) + 1);
    expect(applications().filter((item) => item.status === 'inProgress')).toHaveLength(1);
    process.unsubscribe();
  });
});
