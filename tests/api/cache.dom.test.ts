import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../src/api/call';
import { server } from '../../src/sandbox/node';
import { userLoggedIn, userLoggedOut } from '../../src/state/events';
import { readMemberToken } from '../../src/state/httpBinding';
import { portalApi, withApiState } from '../../src/state/portalApi';
import { makeStore } from '../../src/state/store';

const AD_ITEMS_URL = 'http://localhost:3000/api/dashboard/SiteCoreADItems';
const MARK_READ_URL = 'http://localhost:3000/api/PushService/SetNotificationIsRead';

interface AdItem {
  id: number;
}

/** Endpoints injected for this test only, shaped like the real ad items (60 s cache). */
const testApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    cacheTestAdItems: build.query<AdItem[], undefined>({
      queryFn: () => call<AdItem[]>({ method: 'GET', path: 'dashboard/SiteCoreADItems' }),
      keepUnusedDataFor: 60,
      providesTags: ['Announcement'],
    }),
    cacheTestMarkRead: build.mutation<null, undefined>({
      queryFn: () => call<null>({ method: 'POST', path: 'PushService/SetNotificationIsRead' }),
      invalidatesTags: ['Announcement'],
    }),
  }),
});

let requests = 0;
beforeEach(() => {
  requests = 0;
  server.use(
    http.get(AD_ITEMS_URL, () => {
      requests += 1;
      return HttpResponse.json({ result: 1, data: [{ id: requests }] });
    }),
    http.post(MARK_READ_URL, () => HttpResponse.json({ result: 1, data: null })),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Subscribes, waits for the data, and unsubscribes (like a screen mounting and leaving). */
async function visit(store: ReturnType<typeof makeStore>) {
  const subscription = store.dispatch(testApi.endpoints.cacheTestAdItems.initiate(undefined));
  const result = await subscription;
  subscription.unsubscribe();
  return result.data;
}

describe('RTK Query cache', () => {
  it('serves the cached data before the TTL and refetches after it', async () => {
    const store = makeStore();
    expect(await visit(store)).toEqual([{ id: 1 }]);
    expect(requests).toBe(1);

    await vi.advanceTimersByTimeAsync(59_000);
    expect(await visit(store)).toEqual([{ id: 1 }]);
    expect(requests).toBe(1);

    // The last visit started the 60 s again; it is still cached 59 s later.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await visit(store)).toEqual([{ id: 1 }]);
    expect(requests).toBe(1);

    await vi.advanceTimersByTimeAsync(61_000);
    expect(await visit(store)).toEqual([{ id: 2 }]);
    expect(requests).toBe(2);
  });

  it('keeps data while a screen still uses it, however long', async () => {
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.cacheTestAdItems.initiate(undefined));
    await subscription;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(await visit(store)).toEqual([{ id: 1 }]);
    expect(requests).toBe(1);
    subscription.unsubscribe();
  });

  it('refetches a query whose tag a mutation invalidates', async () => {
    const store = makeStore();
    const subscription = store.dispatch(testApi.endpoints.cacheTestAdItems.initiate(undefined));
    await subscription;
    expect(requests).toBe(1);

    await store.dispatch(testApi.endpoints.cacheTestMarkRead.initiate(undefined));
    await vi.waitFor(() => {
      expect(requests).toBe(2);
    });
    await vi.waitFor(() => {
      expect(
        testApi.endpoints.cacheTestAdItems.select(undefined)(withApiState(store.getState())).data,
      ).toEqual([{ id: 2 }]);
    });
    subscription.unsubscribe();
  });

  it('is emptied by a logout', async () => {
    const store = makeStore();
    await visit(store);
    expect(Object.keys(withApiState(store.getState()).portalApi.queries)).toHaveLength(1);

    store.dispatch(userLoggedOut());
    await vi.waitFor(() => {
      expect(withApiState(store.getState()).portalApi.queries).toEqual({});
    });
    expect(await visit(store)).toEqual([{ id: 2 }]);
    expect(requests).toBe(2);
  });

  it('is emptied when an expired member token is read', async () => {
    const store = makeStore();
    store.dispatch(
      userLoggedIn({ token: 't', loginType: 'chtmember', expire: Date.now() + 1_000 }),
    );
    await visit(store);
    expect(readMemberToken(store, Date.now() + 1_000)).toBe('');
    await vi.waitFor(() => {
      expect(withApiState(store.getState()).portalApi.queries).toEqual({});
    });
  });
});
