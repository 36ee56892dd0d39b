import { describe, expect, it } from 'vitest';
import { compareVersions, PORTAL_APPS, portalAppKind } from '../../src/lib/portalApps';

describe('portalAppKind', () => {
  it.each([
    ['prepaid', 'prepaid'],
    ['Enterprise', 'enterprise'],
    [undefined, null],
    ['toString', null],
    ['', null],
  ])('%j is %j', (page, kind) => {
    expect(portalAppKind(page)).toBe(kind);
  });
});

describe('compareVersions', () => {
  it.each([
    ['5.10.0', '5.9.3', 1],
    ['5.0', '5.0.0', 0],
    ['4.9.9', '5.0.0', -1],
    ['x.1', '0.1', 0],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe('PORTAL_APPS', () => {
  it('links every app to https store pages', () => {
    for (const app of Object.values(PORTAL_APPS)) {
      expect(app.stores.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
      expect(app.stores.android).toMatch(/^https:\/\/play\.google\.com\//);
    }
  });
});
