import {
  getFixedlineMgm,
  recommendFixedlineMgm,
  type FixedlineMgmStatus,
  type FixedlineRecommendation,
} from '../../api/fixedlineMgm';
import { portalApi } from '../../state/portalApi';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['FixedlineMgm'] });

/** /FixedlineMGM's calls: the status, and a recommendation that refreshes it. */
export const fixedlineMgmApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFixedlineMgm: build.query<FixedlineMgmStatus, undefined>({
      queryFn: () => getFixedlineMgm(),
      providesTags: ['FixedlineMgm'],
    }),
    recommendFixedlineMgm: build.mutation<
      FixedlineRecommendation,
      { promoterNo: string; friendName: string; friendPhone: string }
    >({
      queryFn: (params) => recommendFixedlineMgm(params),
      invalidatesTags: ['FixedlineMgm'],
    }),
  }),
});

export const { useGetFixedlineMgmQuery, useRecommendFixedlineMgmMutation } = fixedlineMgmApi;
