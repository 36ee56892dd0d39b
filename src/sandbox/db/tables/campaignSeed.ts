import type { CampaignKind } from '../../../api/campaign';
import { DAY_MS, dateAfter, startOfTaipeiDate } from '../dates';
import { DEMO_CUSTOMER_IDS } from '../seedCustomers';
import { CAMPAIGN_CATALOGUE } from './campaignCatalogue';
import { configOf, type CampaignEntryRow, type CampaignTables } from './campaigns';

/** Noon of the Taipei day `days` from `now`, as an ISO instant. */
function noonOf(now: Date, days: number): string {
  return new Date(startOfTaipeiDate(dateAfter(now, days)).getTime() + DAY_MS / 2).toISOString();
}

function entry(
  now: Date,
  campaignId: string,
  kind: CampaignKind,
  days: number,
  prizeId: string | null,
): CampaignEntryRow {
  return {
    id: `CE-${campaignId}-${String(days)}`,
    campaignId,
    customerId: DEMO_CUSTOMER_IDS.mobile,
    test: false,
    kind,
    at: noonOf(now, days),
    day: dateAfter(now, days),
    prizeId,
  };
}

/**
 * 王小明 signed in to the badminton campaign on the two days before today (a streak of 2) and won
 * NT$100 off a bill in the 11.11 draw, which has ended; two media purchases count for the media
 * campaign (one under its smallest purchase), none yet for the Hami store one.
 */
export function seedCampaignTables(now: Date): CampaignTables {
  const wang = DEMO_CUSTOMER_IDS.mobile;
  return {
    configs: CAMPAIGN_CATALOGUE.map((definition) => configOf(definition, now)),
    entries: [
      entry(now, 'badminton', 'signIn', -2, null),
      entry(now, 'badminton', 'signIn', -1, null),
      entry(now, 'double11-2024', 'draw', -50, 'double11-credit'),
      entry(now, 'double11-2024', 'draw', -49, 'double11-points'),
    ],
    purchases: [
      {
        orderNo: 'MZ25000101',
        campaignId: 'media-zone-2025',
        customerId: wang,
        item: 'Hami Video 影劇館 30 天',
        amount: 149,
        purchasedAt: noonOf(now, -6),
      },
      {
        orderNo: 'MZ25000102',
        campaignId: 'media-zone-2025',
        customerId: wang,
        item: 'Hami Music 7 天',
        amount: 60,
        purchasedAt: noonOf(now, -3),
      },
    ],
  };
}
