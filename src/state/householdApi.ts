import { getSimplifiedInformation, type SimplifiedInformation } from '../api/dashboard';
import { portalApi } from './portalApi';

/**
 * The household summary (dashboard/SimplifiedInformation) that the home and /Overview both show.
 * Keyed by the member token, so one session's numbers never answer for another's. Whatever
 * changes what a number owes or how it is billed invalidates 'Household' (adding or removing a
 * number, paying one bill or several, changing a plan, redeeming points), so the home and
 * /Overview show it at once instead of after the 10-minute cache.
 */
export const householdApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getHousehold: build.query<SimplifiedInformation, string>({
      queryFn: () => getSimplifiedInformation(),
      providesTags: ['Household'],
    }),
  }),
});

export const { useGetHouseholdQuery } = householdApi;
