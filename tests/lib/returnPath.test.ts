import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { safeReturnPath } from '../../src/lib/returnPath';

const ORIGIN = 'https://portal.example';

describe('safeReturnPath', () => {
  it.each([
    ['/Bill', '/Bill'],
    ['/Bill?tab=2#detail', '/Bill?tab=2#detail'],
    ['/Prepaid/Recharge/0912345678', '/Prepaid/Recharge/0912345678'],
    ['/Bill/%E5%B8%B3%E5%96%AE', '/Bill/%E5%B8%B3%E5%96%AE'],
    ['/a/../Bill', '/Bill'],
  ])('keeps the same-origin path %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https:evil.example',
    'https://evil.example/Bill',
    'https://portal.example@evil.example',
    'javascript:alert(1)',
    'evil.example',
    'Bill',
    ' /Bill',
    '/Bill ',
    '\t//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    'https%3A%2F%2Fevil.example',
    '/%2Fevil.example%2F..%2F',
    '/%252F%252Fevil.example',
    '%2F%2Fevil.example',
    '/../..//evil.example',
    '/%E0%A4%A',
    '/\u3000/evil.example',
    '',
  ])('turns %j into /', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });

  it('keeps a path whose segment merely looks like a host (it stays on this origin)', () => {
    expect(safeReturnPath('/@evil.example')).toBe('/@evil.example');
    expect(new URL(safeReturnPath('/@evil.example'), ORIGIN).origin).toBe(ORIGIN);
  });

  it.each([undefined, null, 42, {}, ['/Bill'], '/'.padEnd(3000, 'a')])(
    'turns non-paths %# into /',
    (candidate) => {
      expect(safeReturnPath(candidate)).toBe('/');
    },
  );

  it('always yields a path that stays on the portal origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((rest) => `/${rest}`),
          fc.string().map((rest) => `//${rest}`),
          fc.string().map((rest) => `/\\${rest}`),
          fc.string().map((rest) => encodeURIComponent(`//${rest}`)),
          fc.webPath(),
        ),
        (candidate) => {
          const result = safeReturnPath(candidate);
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result).not.toMatch(/[\\\s]/u);
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          expect(new URL(result, 'https://other.example').origin).toBe('https://other.example');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps ordinary portal paths unchanged', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/u);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});
