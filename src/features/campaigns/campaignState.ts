import type { CampaignStanding } from '../../api/campaign';

/** Where a campaign is in its period, by the server's clock. */
export type CampaignPhase = 'upcoming' | 'open' | 'ended';

export function phaseOf(campaign: { start: string; end: string }, now: Date): CampaignPhase {
  const time = now.getTime();
  if (time < Date.parse(campaign.start)) return 'upcoming';
  return time < Date.parse(campaign.end) ? 'open' : 'ended';
}

/** Why the action cannot be taken now; null when it can. */
export type Blocked =
  | 'upcoming'
  | 'ended'
  | 'signIn'
  | 'vipLevel'
  | 'numberKind'
  | 'signedToday'
  | 'noChances'
  | 'noChancesToday';

export function blockedBy(standing: CampaignStanding, phase: CampaignPhase): Blocked | null {
  if (phase !== 'open') return phase;
  if (standing.reason !== null) return standing.reason;
  const { progress, campaign } = standing;
  if (campaign.kind === 'signIn' && progress.signedInToday) return 'signedToday';
  if (progress.chancesLeft === 0) return 'noChances';
  if (progress.chancesLeftToday === 0) return 'noChancesToday';
  return null;
}

/** The Taipei dates of the `count` days up to `today` (`YYYY-MM-DD`), oldest first. */
export function daysUpTo(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
