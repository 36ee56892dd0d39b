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
    '/a/..%2F%2Fevil.example',
    '/a/b/../..%2F%2Fevil.example',
    '/%2e%2e//evil.example',
    '/a/%2E%2E/%2E%2E//evil.example',
    '/x/.%2e/%2fevil.example',
    '/a/..%252F%252Fevil.example',
    '/./%2F/evil.example',
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

  it.each([
    ['/a/%2E%2E/Bill', '/Bill'],
    ['/a/.%2e/Bill?tab=2', '/Bill?tab=2'],
    ['/Bill%3Ftab=2', '/Bill?tab=2'],
    ['/%42ill', '/Bill'],
    // A dot segment after a segment that starts with a dot (URL parsers have kept it).
    ['/:/.a/./', '/:/.a/'],
    // A `..` that is a segment only once an encoded `?` ends the path there.
    ['/@/%2E@/.%2e%3F', '/@/'],
    ['/x/.a/./b', '/x/.a/b'],
    ['/x/.a/../b', '/x/b'],
    ['/../..//evil.example', '/'],
  ])('normalises %s to %s', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
    expect(safeReturnPath(expected)).toBe(expected);
  });
});

/** Pieces that make dot segments, encoded slashes and hosts in every spelling. */
const trickyPiece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '%2e',
  '%2E',
  '.%2e',
  '%2e%2e',
  '%2F',
  '%2f',
  '%252F',
  '%25252f',
  '%5C',
  '\\',
  '%3F',
  '?',
  '#',
  '%23',
  '@',
  ':',
  'evil.example',
  'Bill',
  'a',
  '%E5%B8%B3',
  '帳',
  '%',
  '%09',
);
const trickyPath = fc
  .array(trickyPiece, { minLength: 1, maxLength: 12 })
  .map((pieces) => `/${pieces.join('')}`);
const anyCandidate = fc.oneof(trickyPath, fc.string(), fc.webPath(), fc.webUrl());

/** How a browser or the router might read the result: fully decoded, then resolved. */
function fullyDecoded(path: string): string {
  let layer = path;
  for (;;) {
    const next = decodeURIComponent(layer);
    if (next === layer) return layer;
    layer = next;
  }
}

describe('safeReturnPath over arbitrary input (property)', () => {
  it('is idempotent: sanitising twice gives what sanitising once gives', () => {
    fc.assert(
      fc.property(anyCandidate, (candidate) => {
        const once = safeReturnPath(candidate);
        expect(safeReturnPath(once)).toBe(once);
      }),
      { numRuns: 10_000 },
    );
  });

  it('gives a path that stays on the origin however often it is decoded and resolved', () => {
    fc.assert(
      fc.property(anyCandidate, (candidate) => {
        const result = safeReturnPath(candidate);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\s]/u);
        expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
        const decodedPath = fullyDecoded(new URL(result, ORIGIN).pathname);
        expect(decodedPath.startsWith('//')).toBe(false);
        expect(decodedPath).not.toMatch(/[\\\s]/u);
        expect(new URL(decodedPath, ORIGIN).origin).toBe(ORIGIN);
        expect(new URL(decodedPath, ORIGIN).pathname.startsWith('//')).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });

  it('leaves no dot segment in a result, in any spelling', () => {
    fc.assert(
      fc.property(trickyPath, (candidate) => {
        const path = new URL(safeReturnPath(candidate), ORIGIN).pathname;
        const segments = fullyDecoded(path).split('/');
        expect(segments).not.toContain('..');
        expect(segments).not.toContain('.');
      }),
      { numRuns: 10_000 },
    );
  });
});
