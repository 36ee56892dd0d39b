import type {
  CampaignArt,
  CampaignEligibility,
  CampaignKind,
  CampaignLimits,
  PrizeKind,
} from '../../../api/campaign';

/**
 * The campaign configuration: one entry per campaign, and nothing else to write for a new one
 * but its two routes (docs/sandbox.md, "Campaigns"). The portal renders every campaign from
 * its entry: the period, the action, who may take part, the limits and the prizes; its rules
 * and prize names are worded from these values in the five languages.
 */
export interface CampaignDefinition {
  id: string;
  kind: CampaignKind;
  art: CampaignArt;
  /** The period in Taipei days from the day the sandbox was seeded: opens at 00:00 of `opens`, closes at 00:00 of `closes`. */
  opens: number;
  closes: number;
  /** A test period for the campaign's Test pages, in the same days. */
  testPeriod?: { opens: number; closes: number };
  eligibility: CampaignEligibility;
  limits: CampaignLimits;
  /** Draws pick among the prizes with stock left, by weight (default 1). */
  prizes: {
    id: string;
    kind: PrizeKind;
    amount: number;
    stock: number;
    weight?: number;
    streakDays?: number;
  }[];
  minPurchase?: number;
}

export const CAMPAIGN_CATALOGUE: CampaignDefinition[] = [
  {
    id: 'badminton',
    kind: 'signIn',
    art: 'shuttlecock',
    opens: -20,
    closes: 40,
    eligibility: { numberKinds: ['mobile'] },
    limits: { perDay: 1, perCampaign: 60 },
    prizes: [
      { id: 'badminton-3', kind: 'points', amount: 30, stock: 500, streakDays: 3 },
      { id: 'badminton-7', kind: 'billCredit', amount: 50, stock: 200, streakDays: 7 },
    ],
  },
  {
    id: 'double11-2024',
    kind: 'draw',
    art: 'sale',
    opens: -60,
    closes: -45,
    eligibility: {},
    limits: { perDay: 1, perCampaign: 3 },
    prizes: [
      { id: 'double11-credit', kind: 'billCredit', amount: 100, stock: 100 },
      { id: 'double11-points', kind: 'points', amount: 50, stock: 1000, weight: 4 },
    ],
  },
  {
    id: 'spring-fun-2025',
    kind: 'act',
    art: 'blossom',
    opens: -10,
    closes: 50,
    eligibility: {},
    limits: { perDay: 1, perCampaign: 1 },
    prizes: [],
  },
  {
    id: 'giftbox-2025',
    kind: 'draw',
    art: 'gift',
    opens: -5,
    closes: 25,
    eligibility: { vipLevelAtMost: 3 },
    limits: { perDay: 1, perCampaign: 5 },
    prizes: [
      { id: 'giftbox-grand', kind: 'billCredit', amount: 500, stock: 1 },
      { id: 'giftbox-data', kind: 'data', amount: 5, stock: 300, weight: 3 },
      { id: 'giftbox-points', kind: 'points', amount: 100, stock: 1000, weight: 6 },
    ],
  },
  {
    id: 'media-zone-2025',
    kind: 'purchase',
    art: 'media',
    opens: -15,
    closes: 45,
    eligibility: {},
    limits: { perDay: 5, perCampaign: 50 },
    prizes: [{ id: 'media-zone-entry', kind: 'entry', amount: 1, stock: 100000 }],
    minPurchase: 100,
  },
  {
    id: 'hami-store-2025',
    kind: 'purchase',
    art: 'store',
    opens: -3,
    closes: 60,
    eligibility: {},
    limits: { perDay: 5, perCampaign: 50 },
    prizes: [{ id: 'hami-store-entry', kind: 'entry', amount: 1, stock: 100000 }],
    minPurchase: 50,
  },
  {
    id: 'media-promote-2025',
    kind: 'act',
    art: 'media',
    opens: -7,
    closes: 30,
    eligibility: { numberKinds: ['broadband'] },
    limits: { perDay: 1, perCampaign: 1 },
    prizes: [],
  },
  {
    id: 'treasure-hunt-2025',
    kind: 'draw',
    art: 'treasure',
    opens: -2,
    closes: 28,
    eligibility: {},
    limits: { perDay: 1, perCampaign: 3 },
    prizes: [
      { id: 'treasure-points', kind: 'points', amount: 20, stock: 5000, weight: 5 },
      { id: 'treasure-data', kind: 'data', amount: 1, stock: 2000, weight: 3 },
      { id: 'treasure-credit', kind: 'billCredit', amount: 30, stock: 300 },
    ],
  },
  {
    id: 'baseball-2025',
    kind: 'act',
    art: 'baseball',
    opens: 14,
    closes: 120,
    testPeriod: { opens: -1, closes: 30 },
    eligibility: {},
    limits: { perDay: 1, perCampaign: 30 },
    prizes: [],
  },
];
