import { getSimplifiedInformation, type SimplifiedInformation } from '../api/dashboard';
import { portalApi } from './portalApi';

const api = portalApi.enhanceEndpoints({ addTagTypes: ['Household'] });

/**
 * The household summary (dashboard/SimplifiedInformation) that the home and /Overview both show.
 * Keyed by the member token, so one session's numbers never answer for another's. Adding or
 * removing a number, paying and redeeming points invalidate 'Household'.
 */
export const householdApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHousehold: build.query<SimplifiedInformation, string>({
      queryFn: () => getSimplifiedInformation(),
      providesTags: ['Household'],
    }),
  }),
});

export const { useGetHouseholdQuery } = householdApi;
