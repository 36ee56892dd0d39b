import { CAMPAIGN_PAGES } from '../../features/campaigns/campaignPages';
import type { ScreenLoader } from './types';
import { screenRoutes } from './types';

const campaignPage: ScreenLoader = () => import('../../features/campaigns/CampaignScreen');
const recordPage: ScreenLoader = () => import('../../features/campaigns/CampaignRecordScreen');

/** Campaigns: one page and one record page per campaign, both drawn from its configuration. */
export const campaignsRoutes = screenRoutes(
  'campaigns',
  ['campaigns'],
  Object.fromEntries(
    CAMPAIGN_PAGES.flatMap((pages) => [
      [pages.page, campaignPage],
      [pages.record, recordPage],
    ]),
  ),
);
