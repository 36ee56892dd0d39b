import { describe, expect, it } from 'vitest';
import { routeCatalogOf } from '../../src/app/routeKinds';
import { routeTable } from '../../src/app/routeTable';

const catalog = routeCatalogOf(routeTable);
const entry = (key: string) => catalog.find((route) => route.key === key);

describe('the route catalog of the service lists', () => {
  it('has every route of the table, in its order, with its domain', () => {
    expect(catalog.map((route) => [route.key, route.domain])).toEqual(
      routeTable.map((route) => [route.key, route.domain]),
    );
  });

  it('keeps every bill-domain service away from a prepaid card', () => {
    const billed = catalog.filter((route) => route.domain === 'bill');
    expect(billed.length).toBeGreaterThan(5);
    for (const route of billed) expect(route.kinds).not.toContain('prepaid');
  });

  it('keeps the points pages away from a company', () => {
    for (const key of ['signInBoard', 'hamiStore'])
      expect(entry(key)?.kinds).not.toContain('enterprise');
  });

  it('leaves the other services for every kind', () => {
    expect(entry('roaming')?.kinds).toBeUndefined();
    expect(entry('search')?.kinds).toBeUndefined();
  });
});
