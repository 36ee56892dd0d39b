import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../src/sandbox/db/seed';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import {
  exchangeProduct,
  mediaZoneOf,
  netflixStatusOf,
} from '../../src/sandbox/db/tables/entertainmentRules';
import type { SandboxDb } from '../../src/sandbox/db/types';

const NOW = new Date('2026-06-15T04:00:00Z');
const WANG = DEMO_CUSTOMER_IDS.mobile;

function seeded(): SandboxDb {
  return buildSeed(NOW);
}

function pointsOf(database: SandboxDb, customerId: string): number {
  return database.customers.find((row) => row.id === customerId)?.hamipoint ?? Number.NaN;
}

function stockOf(database: SandboxDb, productId: string): number {
  return database.entertainment.products.find((row) => row.id === productId)?.stock ?? Number.NaN;
}

function exchange(database: SandboxDb, productId: string, sequence = 7) {
  return exchangeProduct(database, { customerId: WANG, productId, now: NOW, sequence });
}

describe('Hami store exchange', () => {
  it('spends the points and one piece of stock, and records the exchange with its code', () => {
    const database = seeded();
    const before = pointsOf(database, WANG);
    const outcome = exchange(database, 'HV7', 42);
    expect(outcome).toEqual({
      ok: true,
      value: {
        exchangeId: 'EX000042',
        productId: 'HV7',
        productName: 'Hami Video 影劇館 7 日券',
        points: 300,
        point: before - 300,
        redeemCode: 'HV7-000042',
        exchangedAt: NOW.toISOString(),
      },
    });
    expect(pointsOf(database, WANG)).toBe(before - 300);
    expect(stockOf(database, 'HV7')).toBe(49);
    expect(database.entertainment.exchanges).toHaveLength(1);
  });

  it('refuses more points than held, and changes nothing', () => {
    const database = seeded();
    const before = pointsOf(database, WANG);
    expect(exchange(database, 'HVM30')).toMatchObject({ ok: false, code: 'POINTS_SHORT' });
    expect(pointsOf(database, WANG)).toBe(before);
    expect(stockOf(database, 'HVM30')).toBe(10);
    expect(database.entertainment.exchanges).toHaveLength(0);
  });

  it('refuses a product out of stock; the last piece runs out after one exchange', () => {
    const database = seeded();
    expect(exchange(database, 'HB30')).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
    expect(exchange(database, 'GP100')).toMatchObject({ ok: true });
    expect(stockOf(database, 'GP100')).toBe(0);
    expect(exchange(database, 'GP100')).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
  });

  it('refuses an unknown product and an unknown customer', () => {
    const database = seeded();
    expect(exchange(database, 'NOPE')).toMatchObject({ ok: false, code: 'PRODUCT_UNKNOWN' });
    expect(
      exchangeProduct(database, { customerId: 'nobody', productId: 'HV7', now: NOW, sequence: 1 }),
    ).toMatchObject({ ok: false, code: 'PRODUCT_UNKNOWN' });
  });

  it('can spend the balance exactly to zero, and then refuses', () => {
    const database = seeded();
    const customer = database.customers.find((row) => row.id === WANG);
    if (customer) customer.hamipoint = 300;
    expect(exchange(database, 'HV7')).toMatchObject({ ok: true, value: { point: 0 } });
    expect(exchange(database, 'HV7')).toMatchObject({ ok: false, code: 'POINTS_SHORT' });
  });
});

describe('media zone and Netflix bundle', () => {
  function deviceOf(database: SandboxDb, deviceNo: string) {
    const device = database.devices.find((row) => row.deviceNo === deviceNo);
    if (!device) throw new Error(`no device ${deviceNo}`);
    return device;
  }

  it('lists each service with the numbers whose plan includes it, and their status', () => {
    const database = seeded();
    const wangDevices = database.devices.filter((row) => row.customerId === WANG);
    const zone = mediaZoneOf(database.entertainment, wangDevices);
    const netflix = zone.find((service) => service.id === 'netflix');
    expect(netflix?.lines).toEqual([
      { deviceNo: '0912345678', ratePlan: '5G 1399 吃到飽', status: 'active' },
      { deviceNo: '0933555666', ratePlan: '5G 599 方案', status: 'notActivated' },
    ]);
    expect(zone.find((service) => service.id === 'hamiNews')?.lines).toEqual([]);
  });

  it('counts an automatic service as active on every number whose plan includes it', () => {
    const database = seeded();
    const chenDevices = database.devices.filter(
      (row) => row.customerId === DEMO_CUSTOMER_IDS.fixedBroadband,
    );
    const news = mediaZoneOf(database.entertainment, chenDevices).find(
      (service) => service.id === 'hamiNews',
    );
    expect(news?.lines.map((line) => line.status)).toEqual(['active', 'active']);
  });

  it('reads the Netflix bundle from the number plan: active, waiting with its link, or none', () => {
    const database = seeded();
    const tables = database.entertainment;
    expect(netflixStatusOf(tables, deviceOf(database, '0912345678'))).toMatchObject({
      status: 'active',
      netflixPlan: 'Netflix 標準方案',
    });
    expect(netflixStatusOf(tables, deviceOf(database, '0933555666'))).toMatchObject({
      status: 'notActivated',
      activationUrl: 'https://netflix.partner.example/activate',
    });
    const none = netflixStatusOf(tables, deviceOf(database, '0922333444'));
    expect(none).toMatchObject({ status: 'notBundled', netflixPlan: '' });
    expect(none.bundlePlans).toContain('5G 1399 吃到飽');
  });

  it('follows a change of plan', () => {
    const database = seeded();
    const device = deviceOf(database, '0922333444');
    device.ratePlan = '5G 599 方案';
    expect(netflixStatusOf(database.entertainment, device).status).toBe('notActivated');
  });
});
