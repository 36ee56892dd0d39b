import type { Middleware, SerializedError, WithSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { FALLBACK_MESSAGES, type ApiError } from '../api/http';
import { memberSessionExpired, userLoggedOut } from './events';
import { dynamicMiddleware, rootReducer } from './store';

/**
 * The one RTK Query API. Domains add endpoints with `portalApi.injectEndpoints` in their own
 * files; each endpoint's queryFn calls a service function, whose `{ data } | { error }` result is
 * exactly the queryFn contract. Default cache: 10 minutes (spec 02 §9).
 *
 * It joins the store when the first module that uses it loads (see LazyLoadedSlices).
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
    'Household',
    /** The roaming applications (/Process and the roaming page): a pass bought refreshes both. */
    'RoamingApplications',
    /** The member's Hami points (/My's card, the Hami store): whatever spends points refreshes both. */
    'HamiPoints',
    /** The message centre's list: reading a message refreshes it and the header's count. */
    'Notifications',
    /** A mobile number's use this cycle: an add-on bought or data shared changes its allowance. */
    'MobileUsage',
  ],
  endpoints: () => ({}),
});

declare module './store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof portalApi> {}
}

/** Logout and an expired session empty the API cache: nothing of the last customer stays. */
const resetCacheWhenSessionEnds: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (userLoggedOut.match(action) || memberSessionExpired.match(action)) {
    storeApi.dispatch(portalApi.util.resetApiState());
  }
  return result;
};

const reducerWithApi = rootReducer.inject(portalApi);
dynamicMiddleware.addMiddleware(portalApi.middleware, resetCacheWhenSessionEnds);

/** The root state as code that uses the API sees it: the API slice is always present. */
export const withApiState = reducerWithApi.selector((state) => state);

/** A query's or mutation's error as the ApiError the screens show. */
export function asApiError(error: ApiError | SerializedError | undefined): ApiError {
  if (!error) return { message: FALLBACK_MESSAGES.RESULT };
  const status = 'status' in error ? error.status : undefined;
  return { message: error.message ?? FALLBACK_MESSAGES.RESULT, status, code: error.code };
}
