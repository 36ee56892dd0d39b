import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PAGES } from '../../src/features/campaigns/campaignPages';
import { DAY_MS } from '../../src/sandbox/db/dates';
import { CAMPAIGN_CATALOGUE } from '../../src/sandbox/db/tables/campaignCatalogue';
import { buildSeed } from '../../src/sandbox/db/seed';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import {
  CAMPAIGN_REFUSED,
  purchaseRecordOf,
  standingOf,
  streakOf,
  takePart,
  type CampaignAsker,
} from '../../src/sandbox/db/tables/campaignRules';
import type { SandboxDb } from '../../src/sandbox/db/types';

/** 10:00 in Taipei, so that the day's boundaries are hours away. */
const SEEDED = new Date('2026-03-10T02:00:00Z');

function setUp(customerId: string = DEMO_CUSTOMER_IDS.mobile) {
  const database = buildSeed(SEEDED);
  const customer = database.customers.find((row) => row.id === customerId) ?? null;
  const device = database.devices.find((row) => row.customerId === customerId) ?? null;
  const asker = (campaignId: string, days = 0, test = false): CampaignAsker => ({
    campaignId,
    test,
    customer,
    device,
    now: new Date(SEEDED.getTime() + days * DAY_MS),
  });
  return { database, customer, asker };
}

function standing(database: SandboxDb, asker: CampaignAsker) {
  const outcome = standingOf(database, asker);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

describe('campaign standing', () => {
  it('answers the configuration, the level and the seeded streak of 2', () => {
    const { database, asker } = setUp();
    const value = standing(database, asker('badminton'));
    expect(value.campaign.kind).toBe('signIn');
    expect(value.level).toEqual({ member: true, vipLevel: 1, numberKind: 'mobile' });
    expect(value.eligible).toBe(true);
    expect(value.progress).toMatchObject({ streak: 2, signedInToday: false });
    expect(value.today).toBe('2026-03-10');
  });

  it('tells a visitor to sign in and a normal member that the VIP level is too low', () => {
    const { database, asker } = setUp();
    const visitor = { ...asker('giftbox-2025'), customer: null, device: null };
    expect(standing(database, visitor).reason).toBe('signIn');
    const chen = setUp(DEMO_CUSTOMER_IDS.fixedBroadband);
    expect(standing(chen.database, chen.asker('giftbox-2025')).reason).toBe('vipLevel');
    expect(standing(database, asker('media-promote-2025')).reason).toBe('numberKind');
  });

  it('refuses an unknown campaign', () => {
    const { database, asker } = setUp();
    expect(standingOf(database, asker('no-such'))).toMatchObject(CAMPAIGN_REFUSED.unknown);
  });
});

describe('sign-in', () => {
  it('grows the streak once a Taipei day and awards the 3-day prize with points', () => {
    const { database, customer, asker } = setUp();
    const points = customer?.hamipoint ?? 0;
    const first = takePart(database, asker('badminton'), 'signIn');
    expect(first).toMatchObject({ ok: true, value: { prizeId: 'badminton-3' } });
    expect(database.customers.find((row) => row.id === customer?.id)?.hamipoint).toBe(points + 30);
    expect(takePart(database, asker('badminton'), 'signIn')).toMatchObject(
      CAMPAIGN_REFUSED.signedToday,
    );
    expect(takePart(database, asker('badminton', 1), 'signIn')).toMatchObject({ ok: true });
    expect(standing(database, asker('badminton', 1)).progress.streak).toBe(4);
  });

  it('counts a streak back from yesterday and breaks it on a missed day', () => {
    expect(streakOf(['2026-03-08', '2026-03-09'], '2026-03-10')).toBe(2);
    expect(streakOf(['2026-03-08', '2026-03-10'], '2026-03-10')).toBe(1);
    expect(streakOf([], '2026-03-10')).toBe(0);
  });
});

describe('draws and limits', () => {
  it('uses one chance a day, three in all, and refuses with the reason', () => {
    const { database, asker } = setUp();
    const drawn = takePart(database, asker('treasure-hunt-2025'), 'draw');
    expect(drawn).toMatchObject({ ok: true, value: { kind: 'draw' } });
    expect(drawn.ok && drawn.value.prizeId).toMatch(/^treasure-/);
    expect(takePart(database, asker('treasure-hunt-2025'), 'draw')).toMatchObject(
      CAMPAIGN_REFUSED.noChancesToday,
    );
    expect(takePart(database, asker('treasure-hunt-2025', 1), 'draw').ok).toBe(true);
    expect(takePart(database, asker('treasure-hunt-2025', 2), 'draw').ok).toBe(true);
    expect(takePart(database, asker('treasure-hunt-2025', 3), 'draw')).toMatchObject(
      CAMPAIGN_REFUSED.noChances,
    );
    expect(standing(database, asker('treasure-hunt-2025', 3)).progress).toMatchObject({
      used: 3,
      chancesLeft: 0,
    });
  });

  it('never gives a prize whose stock ran out', () => {
    const { database, asker } = setUp();
    const grand = 'giftbox-grand';
    database.campaigns.entries.push({
      id: 'other',
      campaignId: 'giftbox-2025',
      customerId: 'someone-else',
      test: false,
      kind: 'draw',
      at: SEEDED.toISOString(),
      day: '2026-03-10',
      prizeId: grand,
    });
    const prizes = standing(database, asker('giftbox-2025')).campaign.prizes;
    expect(prizes.find((prize) => prize.id === grand)?.left).toBe(0);
    for (let day = 0; day < 5; day += 1) {
      const drawn = takePart(database, asker('giftbox-2025', day), 'draw');
      expect(drawn.ok && drawn.value.prizeId).not.toBe(grand);
    }
  });

  it('puts a bill credit on the next phone bill', () => {
    const { database, asker } = setUp();
    for (let day = 0; day < 3; day += 1)
      takePart(database, asker('treasure-hunt-2025', day), 'draw');
    const credits = database.campaigns.entries.filter((row) => row.prizeId === 'treasure-credit');
    expect(database.charges.charges.filter((row) => row.amount === -30)).toHaveLength(
      credits.length,
    );
  });
});

describe('periods, eligibility and kinds', () => {
  it('refuses before the start, after the end, another action and an ineligible number', () => {
    const { database, asker } = setUp();
    expect(takePart(database, asker('baseball-2025'), 'act')).toMatchObject(
      CAMPAIGN_REFUSED.notStarted,
    );
    expect(takePart(database, asker('double11-2024'), 'draw')).toMatchObject(
      CAMPAIGN_REFUSED.ended,
    );
    expect(takePart(database, asker('badminton'), 'draw')).toMatchObject(
      CAMPAIGN_REFUSED.wrongKind,
    );
    expect(takePart(database, asker('media-promote-2025'), 'act')).toMatchObject(
      CAMPAIGN_REFUSED.notEligible,
    );
  });

  it('runs the baseball campaign against its test period, open now, on the Test pages', () => {
    const { database, asker } = setUp();
    const test = standing(database, asker('baseball-2025', 0, true));
    expect(Date.parse(test.campaign.start)).toBeLessThan(SEEDED.getTime());
    expect(takePart(database, asker('baseball-2025', 0, true), 'act').ok).toBe(true);
    expect(standing(database, asker('baseball-2025')).entries).toEqual([]);
  });

  it('lists the purchases in the period with the entries each earned', () => {
    const { database, asker } = setUp();
    const record = purchaseRecordOf(database, asker('media-zone-2025'));
    expect(record.ok && record.value.map((row) => [row.amount, row.entries])).toEqual([
      [60, 0],
      [149, 1],
    ]);
    expect(purchaseRecordOf(database, asker('hami-store-2025'))).toEqual({ ok: true, value: [] });
    expect(purchaseRecordOf(database, asker('badminton'))).toMatchObject(
      CAMPAIGN_REFUSED.wrongKind,
    );
  });
});

describe('the catalogue and the pages', () => {
  it('gives every campaign page a campaign of the configuration', () => {
    const ids = new Set(CAMPAIGN_CATALOGUE.map((entry) => entry.id));
    for (const pages of CAMPAIGN_PAGES) expect(ids).toContain(pages.campaign);
    expect(ids.size).toBe(CAMPAIGN_CATALOGUE.length);
  });
});
