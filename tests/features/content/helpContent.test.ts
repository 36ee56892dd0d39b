import { describe, expect, it } from 'vitest';
import { dialHref, readGuides, readShortCodes } from '../../../src/features/content/helpContent';

describe('readGuides', () => {
  it('reads guides in order and keeps a service only when it is a route key', () => {
    expect(
      readGuides({
        a: { title: 'A', summary: ' s ', steps: ['one', ' ', 'two'], service: 'bill' },
        b: { title: 'B', steps: ['x'], service: 'nowhere' },
      }),
    ).toEqual([
      { id: 'a', title: 'A', summary: 's', steps: ['one', 'two'], service: 'bill' },
      { id: 'b', title: 'B', summary: '', steps: ['x'], service: null },
    ]);
  });

  it.each([null, 'text', [], { a: { title: '', steps: ['x'] } }, { a: { title: 'A', steps: [] } }])(
    'reads nothing usable from %j',
    (value) => {
      expect(readGuides(value)).toEqual([]);
    },
  );

  it('does not take a key from the prototype as a service', () => {
    expect(
      readGuides({ a: { title: 'A', steps: ['x'], service: 'toString' } })[0]?.service,
    ).toBeNull();
  });
});

describe('readShortCodes', () => {
  it('keeps complete lines only', () => {
    expect(readShortCodes({ 0: { code: '123', what: 'help' }, 1: { code: '9' } })).toEqual([
      { code: '123', what: 'help' },
    ]);
  });
});

describe('dialHref', () => {
  it.each([
    ['123', 'tel:123'],
    ['0800-080-123', 'tel:0800080123'],
    ['*#06#', null],
    ['12', null],
  ])('%s → %s', (code, expected) => {
    expect(dialHref(code)).toBe(expected);
  });
});
