import { describe, expect, it } from 'vitest';
import type { CampaignStanding } from '../../../src/api/campaign';
import { blockedBy, daysUpTo, phaseOf } from '../../../src/features/campaigns/campaignState';

const PERIOD = { start: '2026-03-01T00:00:00+08:00', end: '2026-04-01T00:00:00+08:00' };

function standing(overrides: Partial<CampaignStanding['progress']> = {}): CampaignStanding {
  return {
    campaign: {
      id: 'c',
      kind: 'draw',
      art: 'gift',
      ...PERIOD,
      eligibility: {},
      limits: { perDay: 1, perCampaign: 3 },
      prizes: [],
    },
    level: { member: true, vipLevel: 1, numberKind: 'mobile' },
    eligible: true,
    reason: null,
    today: '2026-03-10',
    progress: {
      streak: 0,
      signedInToday: false,
      usedToday: 0,
      used: 0,
      chancesLeftToday: 1,
      chancesLeft: 3,
      ...overrides,
    },
    entries: [],
  };
}

describe('phaseOf', () => {
  it.each([
    ['2026-02-28T23:59:59+08:00', 'upcoming'],
    ['2026-03-01T00:00:00+08:00', 'open'],
    ['2026-03-31T23:59:59+08:00', 'open'],
    ['2026-04-01T00:00:00+08:00', 'ended'],
  ])('at %s is %s', (now, phase) => {
    expect(phaseOf(PERIOD, new Date(now))).toBe(phase);
  });
});

describe('blockedBy', () => {
  it('names the period first, then eligibility, then the chances', () => {
    expect(blockedBy(standing(), 'ended')).toBe('ended');
    expect(blockedBy({ ...standing(), reason: 'vipLevel' }, 'open')).toBe('vipLevel');
    expect(blockedBy(standing({ chancesLeftToday: 0, chancesLeft: 0 }), 'open')).toBe('noChances');
    expect(blockedBy(standing({ chancesLeftToday: 0 }), 'open')).toBe('noChancesToday');
    expect(blockedBy(standing(), 'open')).toBeNull();
  });

  it('stops a second sign-in on the same day', () => {
    const signIn = standing({ signedInToday: true });
    signIn.campaign.kind = 'signIn';
    expect(blockedBy(signIn, 'open')).toBe('signedToday');
  });
});

describe('daysUpTo', () => {
  it('gives the days up to today, across a month, oldest first', () => {
    expect(daysUpTo('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
