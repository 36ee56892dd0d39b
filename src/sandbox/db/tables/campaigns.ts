import type { CampaignConfig, CampaignKind, CampaignPrize } from '../../../api/campaign';
import { taipeiDateTime } from '../seedContent';
import { dateAfter, startOfTaipeiDate } from '../dates';
import type { CampaignDefinition } from './campaignCatalogue';

/**
 * Campaign tables (`db().campaigns`): the configuration placed in time when the sandbox was
 * seeded, what each customer did, and the purchases that count for purchase campaigns.
 */
export interface CampaignConfigRow extends Omit<CampaignConfig, 'prizes'> {
  /** The stock left is counted from the entries (campaignRules.ts). */
  prizes: (Omit<CampaignPrize, 'left'> & { weight: number })[];
  /** The test period of the Test pages, when the campaign has one. */
  testStart: string | null;
  testEnd: string | null;
}

export interface CampaignEntryRow {
  id: string;
  campaignId: string;
  customerId: string;
  /** Made on a Test page (against the test period). */
  test: boolean;
  kind: CampaignKind;
  /** ISO instant, and its Taipei date `YYYY-MM-DD`. */
  at: string;
  day: string;
  prizeId: string | null;
}

export interface CampaignPurchaseRow {
  orderNo: string;
  campaignId: string;
  customerId: string;
  item: string;
  amount: number;
  purchasedAt: string;
}

export interface CampaignTables {
  configs: CampaignConfigRow[];
  entries: CampaignEntryRow[];
  purchases: CampaignPurchaseRow[];
}

/** 00:00 of the Taipei day `days` from `now`, ISO with the Taipei offset. */
const dayStart = (now: Date, days: number) =>
  taipeiDateTime(startOfTaipeiDate(dateAfter(now, days)));

/** A catalogue entry placed in time around `now` (the seed instant). */
export function configOf(definition: CampaignDefinition, now: Date): CampaignConfigRow {
  const { opens, closes, testPeriod, prizes, ...rest } = definition;
  return {
    ...rest,
    start: dayStart(now, opens),
    end: dayStart(now, closes),
    testStart: testPeriod ? dayStart(now, testPeriod.opens) : null,
    testEnd: testPeriod ? dayStart(now, testPeriod.closes) : null,
    prizes: prizes.map(({ weight = 1, ...prize }) => ({ ...prize, weight })),
  };
}
