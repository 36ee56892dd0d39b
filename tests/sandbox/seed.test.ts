import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateOf } from '../../src/sandbox/db/dates';
import { buildSeed } from '../../src/sandbox/db/seed';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';

const JUNE_15 = new Date('2025-06-15T03:00:00Z');
const DECEMBER_1 = new Date('2025-12-01T01:00:00Z');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sandbox seed', () => {
  it('is the same for the same instant and never uses Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const first = buildSeed(JUNE_15);
    const second = buildSeed(JUNE_15);
    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(random).not.toHaveBeenCalled();
  });

  it('has the demo customers the docs promise', () => {
    const seed = buildSeed(JUNE_15);
    const devicesOf = (id: string) => seed.devices.filter((device) => device.customerId === id);
    const mobile = seed.customers.find((customer) => customer.id === DEMO_CUSTOMER_IDS.mobile);
    expect(mobile).toMatchObject({ name: '王小明', vipLevel: 1, isCompanyTaxId: false });
    expect(devicesOf(DEMO_CUSTOMER_IDS.mobile)).toHaveLength(3);
    expect(devicesOf(DEMO_CUSTOMER_IDS.fixedBroadband).map((device) => device.deviceType)).toEqual([
      'fixedline',
      'broadband',
    ]);
    const enterprise = seed.customers.find(
      (customer) => customer.id === DEMO_CUSTOMER_IDS.enterprise,
    );
    expect(enterprise).toMatchObject({ isCompanyTaxId: true, pid: '24681358' });
    for (const customer of seed.customers) {
      expect(customer.account).not.toBe('');
      expect(customer.password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it('has prepaid cards of every service type, and an expired one', () => {
    const seed = buildSeed(JUNE_15);
    const today = dateOf(JUNE_15);
    const types = new Set(seed.prepaidSubscribers.map((card) => card.serviceType));
    expect(types).toEqual(new Set(['4G', '5G', '3G', 'tourist']));
    expect(seed.prepaidSubscribers.filter((card) => card.validUntil < today)).toHaveLength(1);
    for (const card of seed.prepaidSubscribers) expect(card.password).toMatch(/^\d{4}$/);
  });

  it('bills 12 months per postpaid number, ending last month, except a number new this month', () => {
    const seed = buildSeed(JUNE_15);
    const billsOf = (deviceNo: string) =>
      seed.bills
        .filter((bill) => bill.deviceNo === deviceNo)
        .map((bill) => bill.billMonth)
        .sort();
    expect(billsOf('0933555666')).toEqual([]);
    for (const deviceNo of ['0912345678', '0922333444', '0223456789', 'HN12345678', '0955123456']) {
      const months = billsOf(deviceNo);
      expect(months).toHaveLength(12);
      expect(months[0]).toBe('202406');
      expect(months[11]).toBe('202505');
    }
  });

  it('adds up every bill from its lines, tax included', () => {
    const seed = buildSeed(JUNE_15);
    for (const bill of seed.bills) {
      expect(bill.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(bill.amount);
      expect(bill.lines.map((line) => line.code)).toEqual(
        expect.arrayContaining(['monthlyFee', 'discount', 'tax']),
      );
      expect(bill.receiptNo).toMatch(/^[A-Z]{2}\d{8}$/);
    }
  });

  it('gives the latest bills the documented statuses, on any date', () => {
    for (const now of [JUNE_15, DECEMBER_1]) {
      const seed = buildSeed(now);
      const latest = (deviceNo: string) =>
        seed.bills
          .filter((bill) => bill.deviceNo === deviceNo)
          .sort((left, right) => right.billMonth.localeCompare(left.billMonth))[0];
      const today = dateOf(now);
      expect(latest('0912345678')).toMatchObject({ status: 'unpaid', paidDate: null });
      expect(latest('0912345678')!.dueDate > today).toBe(true);
      expect(latest('0922333444')).toMatchObject({ status: 'unpaid' });
      expect(latest('0922333444')!.dueDate < today).toBe(true);
      expect(latest('0223456789')).toMatchObject({ status: 'paid' });
    }
  });

  it('keeps the amount of the latest bill whatever the date', () => {
    const amount = (now: Date) =>
      buildSeed(now)
        .bills.filter((bill) => bill.deviceNo === '0912345678')
        .sort((left, right) => right.billMonth.localeCompare(left.billMonth))[0]?.amount;
    expect(amount(JUNE_15)).toBe(amount(DECEMBER_1));
  });
});
