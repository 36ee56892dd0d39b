import { getSiteCoreAdItems, type AdItem } from '../api/dashboard';
import { portalApi } from './portalApi';

/** dashboard/SiteCoreADItems, for home and /Main: cached 60 s (spec 01 §9). */
export const AD_ITEMS_CACHE_SECONDS = 60;

export const adItemsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Keyed by the selected number: the carrier leaves out offers that number cannot take. */
    getAdItems: build.query<AdItem[], string>({
      queryFn: () => getSiteCoreAdItems(),
      keepUnusedDataFor: AD_ITEMS_CACHE_SECONDS,
    }),
  }),
});

export const { useGetAdItemsQuery } = adItemsApi;
