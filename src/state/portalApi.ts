import type { Middleware, SerializedError, WithSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { FALLBACK_MESSAGES, type ApiError } from '../api/http';
import { clientActions } from './client';
import { memberSessionExpired, userLoggedOut } from './events';
import { dynamicMiddleware, rootReducer, type RootState } from './store';

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

/**
 * Logout and an expired session empty the API cache: nothing of the last customer stays. So does
 * a change of language: the carrier names plans, passes and services in the language each call
 * carries (api/http.ts), and the screens on view fetch their data again in the new one.
 */
const resetCacheWhenSessionEnds: Middleware<object, RootState> =
  (storeApi) => (next) => (action) => {
    const languageBefore = storeApi.getState().client.language;
    const result = next(action);
    const languageChanged =
      clientActions.languageChanged.match(action) &&
      storeApi.getState().client.language !== languageBefore;
    if (userLoggedOut.match(action) || memberSessionExpired.match(action) || languageChanged) {
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
