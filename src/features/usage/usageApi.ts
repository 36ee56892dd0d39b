import { getDataUsageHistory } from '../../api/bill';
import type { DataUsageHistory } from '../../api/types/bill';
import {
  getInternetUsage,
  getMobileUsage,
  type InternetUsage,
  type MobileUsage,
} from '../../api/usage';
import { portalApi } from '../../state/portalApi';

/**
 * The usage screens' cached calls, keyed by number so that switching number never shows another
 * number's use. Bill/DataUsageHistory reads the number from the session's deviceno header (the
 * selected number), so its key carries the number too. Default cache time (10 minutes).
 */
export const usageApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDataUsageHistory: build.query<DataUsageHistory, { deviceNo: string }>({
      queryFn: () => getDataUsageHistory(),
    }),
    getMobileUsage: build.query<MobileUsage, { deviceNo: string }>({
      queryFn: (args) => getMobileUsage(args),
      providesTags: (_result, _error, { deviceNo }) => [{ type: 'MobileUsage', id: deviceNo }],
    }),
    getInternetUsage: build.query<InternetUsage, { deviceNo: string }>({
      queryFn: (args) => getInternetUsage(args),
      // It carries the line's speed tier, which a tier change (/Bandwidth) changes with the
      // household summary.
      providesTags: ['Household'],
    }),
  }),
});

export const { useGetDataUsageHistoryQuery, useGetMobileUsageQuery, useGetInternetUsageQuery } =
  usageApi;
