import { call } from './call';
import type { ApiResult } from './http';

/**
 * Campaigns (spec 02 §7.10: "GET identification level and Act, SignIn or Draw, PurchaseRecord
 * for several campaigns"). The spec names the calls only; the shapes below are ours
 * (docs/api.md, "Campaigns"). A campaign is one entry of the carrier's configuration, which
 * `Campaign/IdentificationLevel` answers together with where the customer stands in it, so that
 * one page renders every campaign.
 */

/** What a customer does in a campaign. */
export type CampaignKind = 'signIn' | 'draw' | 'purchase' | 'act';

/** The picture a campaign page shows (the portal's own drawings). */
export type CampaignArt =
  'shuttlecock' | 'gift' | 'blossom' | 'media' | 'store' | 'treasure' | 'baseball' | 'sale';

/** A prize: Hami points, mobile data, a credit on the next bill, or an entry to the final draw. */
export type PrizeKind = 'points' | 'data' | 'billCredit' | 'entry';

export interface CampaignPrize {
  id: string;
  kind: PrizeKind;
  /** Points, GB, NT$ or entries, by kind. */
  amount: number;
  /** How many there were, and how many are left (all customers together). */
  stock: number;
  left: number;
  /** Sign-in campaigns: won when the streak reaches this many days. */
  streakDays?: number;
}

export type NumberKind = 'mobile' | 'fixedline' | 'broadband';

export interface CampaignEligibility {
  /** VIP level 0 is the highest; a level at most this number may take part (9999: everyone). */
  vipLevelAtMost?: number;
  /** The kinds of number that may take part; absent: every kind. */
  numberKinds?: NumberKind[];
}

export interface CampaignLimits {
  /** Actions a Taipei day (sign-ins are always one). */
  perDay: number;
  /** Actions in the whole campaign. */
  perCampaign: number;
}

/** One campaign as configured. Instants are ISO 8601 with the Taipei offset. */
export interface CampaignConfig {
  id: string;
  kind: CampaignKind;
  art: CampaignArt;
  start: string;
  end: string;
  eligibility: CampaignEligibility;
  limits: CampaignLimits;
  prizes: CampaignPrize[];
  /** Purchase campaigns: the smallest purchase (NT$) that earns an entry. */
  minPurchase?: number;
}

/** The customer as the campaign sees them; a visitor is not a member and has no number. */
export interface IdentificationLevel {
  member: boolean;
  vipLevel: number | null;
  numberKind: NumberKind | null;
}

export type IneligibleReason = 'signIn' | 'vipLevel' | 'numberKind';

/** What the customer did: a sign-in, a draw, an act or a purchase; with the prize won, if any. */
export interface CampaignEntry {
  id: string;
  kind: CampaignKind;
  /** ISO instant, and its Taipei date `YYYY-MM-DD`. */
  at: string;
  day: string;
  prizeId: string | null;
}

export interface CampaignProgress {
  /** Consecutive Taipei days signed in, ending today or yesterday. */
  streak: number;
  signedInToday: boolean;
  usedToday: number;
  used: number;
  /** Actions still allowed today (within the whole campaign's). */
  chancesLeftToday: number;
  chancesLeft: number;
}

/** Campaign/IdentificationLevel: the campaign, the customer's level and eligibility, progress. */
export interface CampaignStanding {
  campaign: CampaignConfig;
  level: IdentificationLevel;
  eligible: boolean;
  reason: IneligibleReason | null;
  /** Today's Taipei date, `YYYY-MM-DD`, by the server's clock. */
  today: string;
  progress: CampaignProgress;
  /** Newest first. */
  entries: CampaignEntry[];
}

/** A purchase that counts for a purchase-triggered campaign. */
export interface CampaignPurchase {
  orderNo: string;
  item: string;
  amount: number;
  /** ISO instant. */
  purchasedAt: string;
  /** Entries it earned (0 when under the campaign's smallest purchase). */
  entries: number;
}

/** Refusal codes of the campaign calls (worded in `campaigns:refusals`). */
export const CAMPAIGN_REFUSALS = [
  'CAMPAIGN_UNKNOWN',
  'CAMPAIGN_NOT_STARTED',
  'CAMPAIGN_ENDED',
  'CAMPAIGN_NOT_ELIGIBLE',
  'CAMPAIGN_WRONG_KIND',
  'CAMPAIGN_SIGNED_TODAY',
  'CAMPAIGN_NO_CHANCES_TODAY',
  'CAMPAIGN_NO_CHANCES',
] as const;

/** Which campaign a call is about; `test` runs it against its test period (the Test pages). */
export interface CampaignRef {
  campaign: string;
  test?: boolean;
}

const CAMPAIGN_PATH = 'Campaign/';

const refQuery = ({ campaign, test }: CampaignRef) => ({
  campaign,
  test: test === true ? 1 : undefined,
});

export function getIdentificationLevel(ref: CampaignRef): Promise<ApiResult<CampaignStanding>> {
  return call<CampaignStanding>({
    method: 'GET',
    path: `${CAMPAIGN_PATH}IdentificationLevel`,
    query: refQuery(ref),
  });
}

/** POST Campaign/SignIn: once per Taipei day; answers the new streak and any prize it reached. */
export function campaignSignIn(ref: CampaignRef): Promise<ApiResult<CampaignEntry>> {
  return call<CampaignEntry>({
    method: 'POST',
    path: `${CAMPAIGN_PATH}SignIn`,
    body: refQuery(ref),
  });
}

/** POST Campaign/Draw: uses one chance; answers the entry with the prize (null: no prize). */
export function campaignDraw(ref: CampaignRef): Promise<ApiResult<CampaignEntry>> {
  return call<CampaignEntry>({ method: 'POST', path: `${CAMPAIGN_PATH}Draw`, body: refQuery(ref) });
}

/** POST Campaign/Act: takes part (joins, cheers); answers the entry. */
export function campaignAct(ref: CampaignRef): Promise<ApiResult<CampaignEntry>> {
  return call<CampaignEntry>({ method: 'POST', path: `${CAMPAIGN_PATH}Act`, body: refQuery(ref) });
}

/** GET Campaign/PurchaseRecord: the purchases that count for a purchase-triggered campaign. */
export function getCampaignPurchaseRecord(
  ref: CampaignRef,
): Promise<ApiResult<CampaignPurchase[]>> {
  return call<CampaignPurchase[]>({
    method: 'GET',
    path: `${CAMPAIGN_PATH}PurchaseRecord`,
    query: refQuery(ref),
  });
}
