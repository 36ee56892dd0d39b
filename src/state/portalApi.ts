import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../api/http';

/**
 * The one RTK Query API. Domains add endpoints with `portalApi.injectEndpoints` in their own
 * files; each endpoint's queryFn calls a service function, whose `{ data } | { error }` result is
 * exactly the queryFn contract. Default cache: 10 minutes (spec 02 §9).
 */
export const DEFAULT_CACHE_SECONDS = 600;

export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: fakeBaseQuery<ApiError>(),
  keepUnusedDataFor: DEFAULT_CACHE_SECONDS,
  tagTypes: [
    'Member',
    'DeviceMenu',
    'Vip',
    'Bill',
    'BillDetail',
    'Announcement',
    'SubscriptionHistory',
    'Prepaid',
  ],
  endpoints: () => ({}),
});
