import type {
  CampaignEntry,
  CampaignKind,
  CampaignProgress,
  CampaignPurchase,
  CampaignStanding,
  IdentificationLevel,
  IneligibleReason,
} from '../../../api/campaign';
import { dateAfter, dateOf, startOfTaipeiDate } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import { seededRandom } from '../random';
import type { CustomerRow, DeviceRow, SandboxDb } from '../types';
import { addCharge } from './charges';
import type { CampaignConfigRow, CampaignEntryRow } from './campaigns';

/** The carrier's words for a refused campaign call, with the codes the portal words itself. */
export const CAMPAIGN_REFUSED = {
  unknown: { code: 'CAMPAIGN_UNKNOWN', message: '查無此活動' },
  notStarted: { code: 'CAMPAIGN_NOT_STARTED', message: '活動尚未開始' },
  ended: { code: 'CAMPAIGN_ENDED', message: '活動已結束' },
  notEligible: { code: 'CAMPAIGN_NOT_ELIGIBLE', message: '您不符合本活動參加資格' },
  wrongKind: { code: 'CAMPAIGN_WRONG_KIND', message: '本活動不提供此操作' },
  signedToday: { code: 'CAMPAIGN_SIGNED_TODAY', message: '今天已經簽到過了，明天再來' },
  noChancesToday: { code: 'CAMPAIGN_NO_CHANCES_TODAY', message: '今天的機會已用完，明天再來' },
  noChances: { code: 'CAMPAIGN_NO_CHANCES', message: '您的活動機會已用完' },
} as const;

/** Who asks: a visitor has neither customer nor number. */
export interface CampaignAsker {
  campaignId: string;
  test: boolean;
  customer: CustomerRow | null;
  device: DeviceRow | null;
  now: Date;
}

export function findCampaign(db: SandboxDb, id: string): CampaignConfigRow | undefined {
  return db.campaigns.configs.find((row) => row.id === id);
}

/** The period that counts: the test period on a Test page, when the campaign has one. */
export function periodOf(config: CampaignConfigRow, test: boolean): { start: string; end: string } {
  return test && config.testStart !== null && config.testEnd !== null
    ? { start: config.testStart, end: config.testEnd }
    : { start: config.start, end: config.end };
}

export function levelOf(
  customer: CustomerRow | null,
  device: DeviceRow | null,
): IdentificationLevel {
  return {
    member: customer !== null,
    vipLevel: customer?.vipLevel ?? null,
    numberKind: device?.deviceType ?? null,
  };
}

export function ineligibility(
  config: CampaignConfigRow,
  level: IdentificationLevel,
): IneligibleReason | null {
  if (!level.member) return 'signIn';
  const { vipLevelAtMost, numberKinds } = config.eligibility;
  if (vipLevelAtMost !== undefined && (level.vipLevel ?? Infinity) > vipLevelAtMost) {
    return 'vipLevel';
  }
  if (numberKinds && (level.numberKind === null || !numberKinds.includes(level.numberKind))) {
    return 'numberKind';
  }
  return null;
}

function entriesOf(db: SandboxDb, asker: CampaignAsker): CampaignEntryRow[] {
  const customerId = asker.customer?.id;
  if (customerId === undefined) return [];
  return db.campaigns.entries.filter(
    (row) =>
      row.campaignId === asker.campaignId &&
      row.customerId === customerId &&
      row.test === asker.test,
  );
}

/** Consecutive Taipei days signed in, ending today, or yesterday when not yet today. */
export function streakOf(days: readonly string[], today: string): number {
  const signed = new Set(days);
  let day = signed.has(today) ? today : dateAfter(startOfTaipeiDate(today), -1);
  let streak = 0;
  while (signed.has(day)) {
    streak += 1;
    day = dateAfter(startOfTaipeiDate(day), -1);
  }
  return streak;
}

export function progressOf(
  config: CampaignConfigRow,
  entries: readonly CampaignEntryRow[],
  today: string,
): CampaignProgress {
  const usedToday = entries.filter((row) => row.day === today).length;
  const used = entries.length;
  const leftInCampaign = Math.max(0, config.limits.perCampaign - used);
  const leftToday = Math.min(leftInCampaign, Math.max(0, config.limits.perDay - usedToday));
  return {
    streak: streakOf(
      entries.filter((row) => row.kind === 'signIn').map((row) => row.day),
      today,
    ),
    signedInToday: entries.some((row) => row.kind === 'signIn' && row.day === today),
    usedToday,
    used,
    chancesLeftToday: leftToday,
    chancesLeft: leftInCampaign,
  };
}

function prizesLeft(db: SandboxDb, config: CampaignConfigRow) {
  return config.prizes.map(({ id, kind, amount, stock, streakDays }) => ({
    id,
    kind,
    amount,
    stock,
    ...(streakDays === undefined ? {} : { streakDays }),
    left: Math.max(
      0,
      stock -
        db.campaigns.entries.filter((row) => row.campaignId === config.id && row.prizeId === id)
          .length,
    ),
  }));
}

const entryView = (row: CampaignEntryRow): CampaignEntry => ({
  id: row.id,
  kind: row.kind,
  at: row.at,
  day: row.day,
  prizeId: row.prizeId,
});

/** Campaign/IdentificationLevel: the campaign as configured and where the asker stands in it. */
export function standingOf(db: SandboxDb, asker: CampaignAsker): Outcome<CampaignStanding> {
  const config = findCampaign(db, asker.campaignId);
  if (!config) return refused(CAMPAIGN_REFUSED.unknown);
  const level = levelOf(asker.customer, asker.device);
  const reason = ineligibility(config, level);
  const entries = entriesOf(db, asker);
  const today = dateOf(asker.now);
  return accepted({
    campaign: {
      id: config.id,
      kind: config.kind,
      art: config.art,
      ...periodOf(config, asker.test),
      eligibility: config.eligibility,
      limits: config.limits,
      prizes: prizesLeft(db, config),
      ...(config.minPurchase === undefined ? {} : { minPurchase: config.minPurchase }),
    },
    level,
    eligible: reason === null,
    reason,
    today,
    progress: progressOf(config, entries, today),
    entries: [...entries].sort((a, b) => b.at.localeCompare(a.at)).map(entryView),
  });
}

/** The prize an action wins: a sign-in the streak's, a draw one by weight among those left. */
function prizeFor(
  db: SandboxDb,
  config: CampaignConfigRow,
  kind: CampaignKind,
  streak: number,
): string | null {
  const available = prizesLeft(db, config).filter((prize) => prize.left > 0);
  if (kind === 'signIn') {
    return available.find((prize) => prize.streakDays === streak)?.id ?? null;
  }
  if (kind !== 'draw' || available.length === 0) return null;
  const weights = available.map(
    (prize) => config.prizes.find((row) => row.id === prize.id)?.weight ?? 1,
  );
  let roll = seededRandom(db.meta.sequence).next() * weights.reduce((sum, w) => sum + w, 0);
  for (const [index, prize] of available.entries()) {
    roll -= weights[index] ?? 1;
    if (roll < 0) return prize.id;
  }
  return available[available.length - 1]?.id ?? null;
}

/** Points go to the member's balance, a bill credit on the next phone bill. */
function award(db: SandboxDb, config: CampaignConfigRow, asker: CampaignAsker, prizeId: string) {
  const prize = config.prizes.find((row) => row.id === prizeId);
  const customer = db.customers.find((row) => row.id === asker.customer?.id);
  if (!prize || !customer) return;
  if (prize.kind === 'points') customer.hamipoint += prize.amount;
  if (prize.kind === 'billCredit' && asker.device) {
    addCharge(db, {
      deviceNo: asker.device.deviceNo,
      kind: 'other',
      label: `活動折抵 ${config.id}`,
      amount: -prize.amount,
      chargedAt: asker.now.toISOString(),
    });
  }
}

/**
 * Campaign/SignIn, Draw and Act: in the period, eligible, the action the campaign has, within
 * its limits (a sign-in once a Taipei day). Records the entry and awards its prize.
 */
export function takePart(
  db: SandboxDb,
  asker: CampaignAsker,
  kind: Exclude<CampaignKind, 'purchase'>,
): Outcome<CampaignEntry> {
  const config = findCampaign(db, asker.campaignId);
  if (!config) return refused(CAMPAIGN_REFUSED.unknown);
  if (config.kind !== kind) return refused(CAMPAIGN_REFUSED.wrongKind);
  const period = periodOf(config, asker.test);
  const now = asker.now.getTime();
  if (now < Date.parse(period.start)) return refused(CAMPAIGN_REFUSED.notStarted);
  if (now >= Date.parse(period.end)) return refused(CAMPAIGN_REFUSED.ended);
  if (ineligibility(config, levelOf(asker.customer, asker.device)) !== null) {
    return refused(CAMPAIGN_REFUSED.notEligible);
  }
  const customer = asker.customer;
  if (!customer) return refused(CAMPAIGN_REFUSED.notEligible);
  const entries = entriesOf(db, asker);
  const today = dateOf(asker.now);
  const progress = progressOf(config, entries, today);
  if (kind === 'signIn' && progress.signedInToday) return refused(CAMPAIGN_REFUSED.signedToday);
  if (progress.chancesLeft === 0) return refused(CAMPAIGN_REFUSED.noChances);
  if (progress.chancesLeftToday === 0) return refused(CAMPAIGN_REFUSED.noChancesToday);

  db.meta.sequence += 1;
  const streak = kind === 'signIn' ? progress.streak + 1 : 0;
  const prizeId = prizeFor(db, config, kind, streak);
  const row: CampaignEntryRow = {
    id: `CE${String(db.meta.sequence).padStart(8, '0')}`,
    campaignId: config.id,
    customerId: customer.id,
    test: asker.test,
    kind,
    at: asker.now.toISOString(),
    day: today,
    prizeId,
  };
  db.campaigns.entries.push(row);
  if (prizeId !== null) award(db, config, asker, prizeId);
  return accepted(entryView(row));
}

/** Campaign/PurchaseRecord: the asker's purchases in the period, with the entries each earned. */
export function purchaseRecordOf(db: SandboxDb, asker: CampaignAsker): Outcome<CampaignPurchase[]> {
  const config = findCampaign(db, asker.campaignId);
  if (!config) return refused(CAMPAIGN_REFUSED.unknown);
  if (config.kind !== 'purchase') return refused(CAMPAIGN_REFUSED.wrongKind);
  const period = periodOf(config, asker.test);
  const from = Date.parse(period.start);
  const until = Date.parse(period.end);
  return accepted(
    db.campaigns.purchases
      .filter((row) => {
        const at = Date.parse(row.purchasedAt);
        return (
          row.campaignId === config.id &&
          row.customerId === asker.customer?.id &&
          at >= from &&
          at < until
        );
      })
      .sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt))
      .map(({ orderNo, item, amount, purchasedAt }) => ({
        orderNo,
        item,
        amount,
        purchasedAt,
        entries: amount >= (config.minPurchase ?? 0) ? 1 : 0,
      })),
  );
}
