import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/sandbox/db/dates';
import { buildSeed } from '../../src/sandbox/db/seed';
import {
  allowanceWithExtras,
  buyAddon,
  catalogueFor,
  extraDataOf,
  mayBuyAddon,
} from '../../src/sandbox/db/tables/addonRules';
import { chargesSince } from '../../src/sandbox/db/tables/charges';
import { lineIn } from '../../src/sandbox/db/tables/mobileRules';

const NOW = new Date('2026-06-15T04:00:00Z');
const NUMBER = '0912345678';

describe('add-on rules', () => {
  it('buys an add-on once: a purchase row, a charge on the next bill, its data this month', () => {
    const db = buildSeed(NOW);
    const bought = buyAddon(db, NUMBER, 'ADD5G30', NOW);
    expect(bought).toMatchObject({
      ok: true,
      value: { productName: '5GB 加量包（30 天）', price: 150, running: true },
    });
    expect(bought.ok && bought.value.expirationDate).toBe('2026-07-14');
    expect(chargesSince(db, NUMBER, new Date('2026-06-01T00:00:00+08:00'))).toEqual([
      expect.objectContaining({ kind: 'addon', amount: 150 }),
    ]);
    expect(extraDataOf(db, NUMBER, NOW)).toEqual({ addonMB: 5120, sharedMB: 0 });
    expect(catalogueFor(db, NUMBER, NOW).find((row) => row.pid === 'ADD5G30')?.running).toBe(true);
    expect(buyAddon(db, NUMBER, 'ADD5G30', NOW)).toMatchObject({
      ok: false,
      code: 'ADDON_RUNNING',
    });
    expect(db.addons.purchases.filter((row) => row.pid === 'ADD5G30')).toHaveLength(1);
  });

  it('sells it again once it ended, and counts only running add-ons', () => {
    const db = buildSeed(NOW);
    buyAddon(db, NUMBER, 'ADD1G1', NOW);
    const nextDay = new Date(NOW.getTime() + DAY_MS);
    expect(extraDataOf(db, NUMBER, nextDay).addonMB).toBe(0);
    expect(mayBuyAddon(db, NUMBER, 'ADD1G1', nextDay).ok).toBe(true);
  });

  it('refuses a prepaid number, a landline, a suspended line and an unknown add-on', () => {
    const db = buildSeed(NOW);
    const prepaid = db.prepaidSubscribers[0]?.number ?? '';
    expect(mayBuyAddon(db, prepaid, 'ADD5G30', NOW)).toMatchObject({ code: 'PREPAID_NUMBER' });
    expect(mayBuyAddon(db, '0223456789', 'ADD5G30', NOW)).toMatchObject({ code: 'NOT_MOBILE' });
    expect(mayBuyAddon(db, NUMBER, 'NOPE', NOW)).toMatchObject({ code: 'ADDON_UNKNOWN' });
    const line = lineIn(db, NUMBER);
    if (line) line.suspend = 'oneWaySuspended';
    expect(mayBuyAddon(db, NUMBER, 'ADD5G30', NOW)).toMatchObject({ code: 'LINE_SUSPENDED' });
  });

  it('adds the extra data to a limited allowance and leaves unlimited as it is', () => {
    expect(allowanceWithExtras(10_240, { addonMB: 5120, sharedMB: -2048 })).toBe(13_312);
    expect(allowanceWithExtras(null, { addonMB: 5120, sharedMB: 0 })).toBeNull();
    expect(allowanceWithExtras(1024, { addonMB: 0, sharedMB: -2048 })).toBe(0);
  });
});
