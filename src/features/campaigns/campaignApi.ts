import {
  campaignAct,
  campaignDraw,
  campaignSignIn,
  getCampaignPurchaseRecord,
  getIdentificationLevel,
  type CampaignEntry,
  type CampaignPurchase,
  type CampaignRef,
  type CampaignStanding,
} from '../../api/campaign';
import { portalApi } from '../../state/portalApi';

/** The campaign asked about, as the signed-in customer and number see it (the key changes with both). */
export interface StandingArgs extends CampaignRef {
  deviceNo: string;
  member: boolean;
}

const ACTIONS = { signIn: campaignSignIn, draw: campaignDraw, act: campaignAct } as const;
export type CampaignAction = keyof typeof ACTIONS;

/**
 * A campaign's standing and the purchases that count, cached per campaign, number and session;
 * taking part refreshes them, the member's points (a prize of points) and the household summary
 * (a credit on the next bill).
 */
const campaignApi = portalApi.enhanceEndpoints({ addTagTypes: ['Campaign'] }).injectEndpoints({
  endpoints: (build) => ({
    getCampaignStanding: build.query<CampaignStanding, StandingArgs>({
      queryFn: ({ campaign, test }) => getIdentificationLevel({ campaign, test }),
      providesTags: ['Campaign'],
    }),
    getCampaignPurchases: build.query<CampaignPurchase[], StandingArgs>({
      queryFn: ({ campaign, test }) => getCampaignPurchaseRecord({ campaign, test }),
      providesTags: ['Campaign'],
    }),
    takePartInCampaign: build.mutation<CampaignEntry, CampaignRef & { action: CampaignAction }>({
      queryFn: ({ action, ...ref }) => ACTIONS[action](ref),
      invalidatesTags: (_result, error) =>
        error ? ['Campaign'] : ['Campaign', 'Member', 'Household'],
    }),
  }),
});

export const {
  useGetCampaignStandingQuery,
  useGetCampaignPurchasesQuery,
  useTakePartInCampaignMutation,
} = campaignApi;
