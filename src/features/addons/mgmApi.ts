import { getMgmStatus, mgmBooking, type MgmBooking, type MgmStatus } from '../../api/mgm';
import { portalApi } from '../../state/portalApi';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Mgm'] });

/** 5G member-gets-member: the status (keyed by the member token) and a booking that renews it. */
export const mgmApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMgmStatus: build.query<MgmStatus, string>({
      queryFn: () => getMgmStatus(),
      providesTags: ['Mgm'],
    }),
    bookMgm: build.mutation<MgmBooking, { promoterNo: string; friendNo: string }>({
      queryFn: (params) => mgmBooking(params),
      invalidatesTags: ['Mgm'],
    }),
  }),
});

export const { useGetMgmStatusQuery, useBookMgmMutation } = mgmApi;
