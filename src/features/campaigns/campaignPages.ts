import type { CampaignRef } from '../../api/campaign';
import type { RouteKey } from '../../config/paths';

/**
 * The pages of each campaign: its page and its record page, each rendered from the campaign's
 * configuration (Campaign/IdentificationLevel). A campaign of the carrier's configuration gets
 * its pages by one line here (docs/sandbox.md, "Campaigns"). The Test pages run the baseball
 * campaign against its test period; like every campaign page they render in production.
 */
export interface CampaignPages extends CampaignRef {
  page: RouteKey;
  record: RouteKey;
}

export const CAMPAIGN_PAGES: readonly CampaignPages[] = [
  { campaign: 'badminton', page: 'badmintonSignin', record: 'badmintonRecord' },
  { campaign: 'double11-2024', page: 'double112024', record: 'double112024Record' },
  { campaign: 'spring-fun-2025', page: 'springFun2025', record: 'springFun2025Record' },
  { campaign: 'giftbox-2025', page: 'giftbox2025', record: 'giftbox2025Record' },
  { campaign: 'media-zone-2025', page: 'mediaZone2025', record: 'mediaZone2025Record' },
  { campaign: 'hami-store-2025', page: 'hamiStore2025', record: 'hamiStore2025Record' },
  { campaign: 'media-promote-2025', page: 'mediaPromote2025', record: 'mediaPromote2025Record' },
  { campaign: 'treasure-hunt-2025', page: 'treasureHunt2025', record: 'treasureHunt2025Record' },
  { campaign: 'baseball-2025', page: 'baseball2025', record: 'baseball2025Record' },
  {
    campaign: 'baseball-2025',
    test: true,
    page: 'baseball2025Test',
    record: 'baseball2025RecordTest',
  },
];

/** The campaign whose page or record page a route is. */
export function campaignPagesOf(key: string): CampaignPages | undefined {
  return CAMPAIGN_PAGES.find((pages) => pages.page === key || pages.record === key);
}
