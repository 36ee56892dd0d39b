import { describe, expect, it } from 'vitest';
import { href, paths } from '../../src/config/paths';
import { routeTable } from '../../src/app/routeTable';

describe('route registry', () => {
  it('holds every route the spec lists', () => {
    const patterns = new Set(Object.values(paths).map((pattern) => pattern.toLowerCase()));
    const spec = [
      '/',
      '/Login/:page?',
      '/MyNotifySettings/:notifyType?',
      '/Bill/:tab?',
      '/MobilePaymentForPOS/:DeviceNo?/:Pid?',
      '/DataTransfer/:page?',
      '/5G-MGM',
      '/Roaming-Next-Test',
      '/ServiceCenter/:page?',
      '/App/:page?',
      '/Error/:hex?',
      '/ECSLogin/:userid?',
      '/EProducts/:sub?',
      '/ESellableProducts/:sub?',
      '/Prepaid3To45',
      '/PrepaidRoamingHistory',
      '/BadmintonSignin',
      '/BadmintonRecord',
      '/TreasureHunt2025Record',
    ];
    for (const pattern of spec) expect(patterns).toContain(pattern.toLowerCase());
  });

  it('has no two routes on one pattern', () => {
    const patterns = Object.values(paths).map((pattern) => pattern.toLowerCase());
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('puts every registered path in the route table exactly once', () => {
    const keys = routeTable.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(paths).sort());
  });

  it('lists ten campaigns with their record pages and the two baseball test pages', () => {
    const campaigns = routeTable.filter((route) => route.domain === 'campaigns');
    expect(campaigns).toHaveLength(20);
    expect(campaigns.filter((route) => route.key.endsWith('Record'))).toHaveLength(9);
  });
});

describe('href', () => {
  it('drops optional parameters without a value', () => {
    expect(href(paths.bill)).toBe('/Bill');
    expect(href(paths.mobilePaymentForPos)).toBe('/MobilePaymentForPOS');
    expect(href(paths.home)).toBe('/');
  });

  it('fills and encodes parameters', () => {
    expect(href(paths.bill, { tab: 'history' })).toBe('/Bill/history');
    expect(href(paths.mobilePaymentForPos, { DeviceNo: '0912 345', Pid: 'A1/2' })).toBe(
      '/MobilePaymentForPOS/0912%20345/A1%2F2',
    );
  });
});
