import { describe, expect, it } from 'vitest';
import {
  FIXEDLINE_MGM_OPENS_AT,
  isDevOpsToolsOpen,
  isFixedlineMgmOpen,
  publicHostRedirect,
} from '../../src/lib/gates';

function place(url: string) {
  const { protocol, hostname, port, pathname, search, hash } = new URL(url);
  return { protocol, hostname, port, pathname, search, hash };
}

describe('FixedlineMGM gate', () => {
  it('opens at midnight of 2023-12-01 in Asia/Taipei', () => {
    expect(new Date(FIXEDLINE_MGM_OPENS_AT).toISOString()).toBe('2023-11-30T16:00:00.000Z');
  });

  it('is closed before the day outside the test environment and open from it', () => {
    expect(isFixedlineMgmOpen(new Date('2023-11-30T15:59:59Z'), false)).toBe(false);
    expect(isFixedlineMgmOpen(new Date('2023-11-30T16:00:00Z'), false)).toBe(true);
    expect(isFixedlineMgmOpen(new Date('2026-11-23T00:00:00Z'), false)).toBe(true);
  });

  it('is open earlier in the test environment', () => {
    expect(isFixedlineMgmOpen(new Date('2023-01-01T00:00:00Z'), true)).toBe(true);
  });
});

describe('DevOpsTools gate', () => {
  it('exists only in the test environment', () => {
    expect(isDevOpsToolsOpen(true)).toBe(true);
    expect(isDevOpsToolsOpen(false)).toBe(false);
  });
});

describe('my. host redirect', () => {
  const production = { isProduction: true, publicHost: 'www.carrier.example' };

  it('sends a my. host to the public host in production, keeping path, query and hash', () => {
    expect(
      publicHostRedirect(place('https://my.carrier.example/Bill/history?x=1#top'), production),
    ).toBe('https://www.carrier.example/Bill/history?x=1#top');
  });

  it('strips the my. prefix when no public host is configured', () => {
    expect(
      publicHostRedirect(place('https://my.carrier.example:8443/Roaming'), {
        isProduction: true,
        publicHost: '',
      }),
    ).toBe('https://carrier.example:8443/Roaming');
  });

  it('leaves other hosts and the test environment alone', () => {
    expect(publicHostRedirect(place('https://www.carrier.example/'), production)).toBeNull();
    expect(publicHostRedirect(place('https://mystore.example/'), production)).toBeNull();
    expect(
      publicHostRedirect(place('https://my.carrier.example/'), {
        ...production,
        isProduction: false,
      }),
    ).toBeNull();
  });
});
