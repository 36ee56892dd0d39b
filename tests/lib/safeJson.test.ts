import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrayOf,
  INVALID,
  isPlainRecord,
  jsonValueOf,
  nullable,
  optional,
  parseJsonAs,
  parseUntrustedJson,
  readBoolean,
  readFiniteNumber,
  readString,
  recordOf,
  safeJsonParse,
  shape,
  stringOf,
  withDefault,
} from '../../src/lib/safeJson';

function prototypeKeys(): string[] {
  return Object.getOwnPropertyNames(Object.prototype).sort();
}

describe('safeJsonParse', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['[1,"x",true,null]', [1, 'x', true, null]],
    ['"text"', 'text'],
    ['42', 42],
  ])('parses %s', (text, expected) => {
    expect(safeJsonParse(text)).toEqual(expected);
  });

  it.each([
    ['not JSON', '{a:1}'],
    ['truncated', '{"a":'],
    ['empty', ''],
    ['a number, not text', 5],
    ['undefined', undefined],
    ['an object, not text', { a: 1 }],
  ])('returns null for %s', (_label, input) => {
    expect(safeJsonParse(input)).toBeNull();
  });

  it('refuses text over the size cap', () => {
    const text = JSON.stringify({ data: 'x'.repeat(100) });
    expect(safeJsonParse(text, 50)).toBeNull();
    expect(safeJsonParse(text, text.length)).toEqual({ data: 'x'.repeat(100) });
  });

  it('drops __proto__, constructor and prototype keys at every depth', () => {
    const before = prototypeKeys();
    const parsed = safeJsonParse(
      '{"__proto__":{"polluted":true},"a":{"constructor":{"prototype":{"polluted":true}},"b":1},' +
        '"prototype":2,"list":[{"__proto__":{"x":1},"ok":true}]}',
    );
    expect(parsed).toEqual({ a: { b: 1 }, list: [{ ok: true }] });
    expect(Object.hasOwn(parsed as object, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('tells whether blocked keys were dropped', () => {
    expect(parseUntrustedJson('{"a":{"constructor":1}}')).toEqual({
      value: { a: {} },
      hadBlockedKeys: true,
    });
    expect(parseUntrustedJson('{"a":1}')).toEqual({ value: { a: 1 }, hadBlockedKeys: false });
    expect(parseUntrustedJson('{')).toBeNull();
  });

  it('returns null instead of throwing on very deep nesting', () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    expect(() => safeJsonParse(deep)).not.toThrow();
  });

  it('never throws and never pollutes, for any string', () => {
    const before = prototypeKeys();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (text) => {
        const parsed = safeJsonParse(text);
        expect(parsed === null || typeof parsed !== 'function').toBe(true);
      }),
    );
    expect(prototypeKeys()).toEqual(before);
  });
});

describe('readers', () => {
  interface Person {
    name: string;
    age: number;
    admin: boolean;
    nick?: string;
    tags: string[];
  }
  const readPerson = shape<Person>({
    name: stringOf(10),
    age: readFiniteNumber,
    admin: withDefault(readBoolean, false),
    nick: optional(readString),
    tags: withDefault(arrayOf(readString, 3), []),
  });

  it('copies only the known fields', () => {
    expect(readPerson({ name: 'Ann', age: 30, admin: true, extra: 'x', tags: ['a'] })).toEqual({
      name: 'Ann',
      age: 30,
      admin: true,
      tags: ['a'],
    });
  });

  it('fills defaults for missing fields and leaves missing optional ones out', () => {
    const read = readPerson({ name: 'Ann', age: 30 });
    expect(read).toEqual({ name: 'Ann', age: 30, admin: false, tags: [] });
    expect(Object.keys(read as object)).not.toContain('nick');
  });

  it.each([
    ['a missing required field', { age: 1 }],
    ['a string where a number belongs', { name: 'Ann', age: '30' }],
    ['NaN', { name: 'Ann', age: Number.NaN }],
    ['a too long string', { name: 'A'.repeat(11), age: 1 }],
    ['a wrong default-able field', { name: 'Ann', age: 1, admin: 'yes' }],
    ['a wrong optional field', { name: 'Ann', age: 1, nick: 5 }],
    ['too many items', { name: 'Ann', age: 1, tags: ['a', 'b', 'c', 'd'] }],
    ['a wrong item', { name: 'Ann', age: 1, tags: ['a', 2] }],
    ['an array', [1, 2]],
    ['null', null],
    ['a string', 'Ann'],
  ])('rejects %s', (_label, value) => {
    expect(readPerson(value)).toBe(INVALID);
  });

  it('reads nullable values', () => {
    expect(nullable(readString)(null)).toBeNull();
    expect(nullable(readString)('x')).toBe('x');
    expect(nullable(readString)(1)).toBe(INVALID);
  });

  it('reads records without blocked keys', () => {
    const parsed = safeJsonParse('{"a":1,"b":2}');
    expect(recordOf(readFiniteNumber)(parsed)).toEqual({ a: 1, b: 2 });
    expect(recordOf(readFiniteNumber)({ a: 'x' })).toBe(INVALID);
    expect(recordOf(readFiniteNumber, 1)({ a: 1, b: 2 })).toBe(INVALID);
  });

  it('bounds the depth of free JSON values', () => {
    expect(jsonValueOf(3)({ a: { b: [1] } })).toEqual({ a: { b: [1] } });
    expect(jsonValueOf(2)({ a: { b: [1] } })).toBe(INVALID);
  });

  it('tells plain records from other objects', () => {
    expect(isPlainRecord({})).toBe(true);
    expect(isPlainRecord(Object.create(null))).toBe(true);
    expect(isPlainRecord([])).toBe(false);
    expect(isPlainRecord(new Date())).toBe(false);
    expect(isPlainRecord(null)).toBe(false);
  });

  it('parses and validates in one step', () => {
    expect(parseJsonAs('{"name":"Ann","age":3}', readPerson)).toEqual({
      name: 'Ann',
      age: 3,
      admin: false,
      tags: [],
    });
    expect(parseJsonAs('{"name":"Ann"}', readPerson)).toBeNull();
    expect(parseJsonAs('nope', readPerson)).toBeNull();
  });
});
