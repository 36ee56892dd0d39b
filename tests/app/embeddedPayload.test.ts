import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeLaunchParameter,
  encodeLaunchParameter,
  MAX_LAUNCH_BYTES,
  type LaunchPayload,
} from '../../src/app/boot/launchPayload';

const PAYLOAD_KEYS = [
  'source',
  'accountType',
  'account',
  'identifier',
  'token',
  'page',
  'deviceNo',
  'parameters',
];
const PARAMETER_KEYS = [
  'isOuterFunction',
  'systemversion',
  'appversion',
  'idfa',
  'adid',
  'language',
  'AttachedNo',
  'DeviceType',
  'alreadyShownAnnouncement',
];
const TEXT_FIELDS = ['accountType', 'account', 'identifier', 'token', 'page', 'deviceNo'] as const;

function hexOfText(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

/** Whether a decoded payload holds only the known keys, each with its documented type. */
function isWellTyped(payload: LaunchPayload): boolean {
  if (!Object.keys(payload).every((key) => PAYLOAD_KEYS.includes(key))) return false;
  if (!['APP', 'PREPAID', 'CHAT', 'ENTAPP'].includes(payload.source)) return false;
  if (!TEXT_FIELDS.every((key) => ['string', 'undefined'].includes(typeof payload[key]))) {
    return false;
  }
  const parameters = payload.parameters;
  if (parameters === undefined) return true;
  if (Object.getPrototypeOf(parameters) !== Object.prototype) return false;
  return Object.entries(parameters).every(([key, value]) => {
    if (!PARAMETER_KEYS.includes(key)) return false;
    if (key === 'alreadyShownAnnouncement') {
      return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
    }
    return typeof value === 'string';
  });
}

describe('launch parameter decoder', () => {
  it('reads a valid payload with only the known fields', () => {
    const payload = decodeLaunchParameter(
      encodeLaunchParameter({
        source: 'APP',
        accountType: 'chtmember',
        token: 'abc',
        page: 'Cmd_2001003',
        extra: 'dropped',
        parameters: { language: 'en', alreadyShownAnnouncement: ['a'], unknown: 1 },
      }),
    );
    expect(payload).toEqual({
      source: 'APP',
      accountType: 'chtmember',
      token: 'abc',
      page: 'Cmd_2001003',
      parameters: { language: 'en', alreadyShownAnnouncement: ['a'] },
    });
  });

  it('reads upper-case hex and non-ASCII text', () => {
    const raw = encodeLaunchParameter({ source: 'CHAT', account: '王小明' }).toUpperCase();
    expect(decodeLaunchParameter(raw)).toEqual({ source: 'CHAT', account: '王小明' });
  });

  it.each([
    ['missing', null],
    ['not a string', 42],
    ['empty', ''],
    ['not hex', 'zz12'],
    ['odd length', 'abc'],
    ['not UTF-8', 'ff'],
    ['an overlong UTF-8 sequence', 'c0af'],
    ['not JSON', encodeLaunchParameter('x').slice(2)],
    ['not an object', encodeLaunchParameter([1, 2])],
    ['null', encodeLaunchParameter(null)],
    ['a string', encodeLaunchParameter('APP')],
    ['no source', encodeLaunchParameter({ token: '1' })],
    ['an unknown source', encodeLaunchParameter({ source: 'WEB' })],
    ['a lower-case source', encodeLaunchParameter({ source: 'app' })],
    ['a number token', encodeLaunchParameter({ source: 'APP', token: 5 })],
    ['parameters as a string', encodeLaunchParameter({ source: 'APP', parameters: 'x' })],
    [
      'a number in the shown announcements',
      encodeLaunchParameter({ source: 'APP', parameters: { alreadyShownAnnouncement: [1] } }),
    ],
    ['a __proto__ key', hexOfText('{"source":"APP","__proto__":{"polluted":true}}')],
    [
      'a nested __proto__ key',
      hexOfText('{"source":"APP","parameters":{"__proto__":{"polluted":true}}}'),
    ],
    ['a constructor key', encodeLaunchParameter({ source: 'APP', constructor: { prototype: {} } })],
    ['too large', encodeLaunchParameter({ source: 'APP', token: 'x'.repeat(MAX_LAUNCH_BYTES) })],
  ])('ignores a parameter that is %s', (_name, raw) => {
    expect(decodeLaunchParameter(raw)).toBeNull();
  });

  it('accepts a payload of exactly 8 KB and refuses one byte more', () => {
    const sized = (bytes: number) => {
      const shown = Array.from({ length: 20 }, () => 'a'.repeat(400));
      const bare = encodeLaunchParameter({
        source: 'APP',
        parameters: { alreadyShownAnnouncement: shown },
      });
      const missing = bytes - bare.length / 2;
      shown[0] = 'a'.repeat(400 + missing);
      return encodeLaunchParameter({
        source: 'APP',
        parameters: { alreadyShownAnnouncement: shown },
      });
    };
    expect(sized(MAX_LAUNCH_BYTES).length).toBe(MAX_LAUNCH_BYTES * 2);
    expect(decodeLaunchParameter(sized(MAX_LAUNCH_BYTES))?.source).toBe('APP');
    expect(decodeLaunchParameter(sized(MAX_LAUNCH_BYTES + 1))).toBeNull();
  });

  it('never throws, returns only allowed keys with the right types and leaves Object.prototype alone (10,000 inputs)', () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
    const anyText = fc.string({ unit: 'binary', maxLength: 300 });
    const hexOfBinaryText = fc.string({ unit: 'binary', maxLength: 300 }).map(hexOfText);
    const hexOfBytes = fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => Buffer.from(bytes).toString('hex'));
    const hexOfAnything = fc.anything({ maxDepth: 3 }).map((value) => {
      try {
        return encodeLaunchParameter(value);
      } catch {
        return '';
      }
    });
    const text = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    const hexOfPayloadLike = fc
      .record(
        {
          source: fc.constantFrom('APP', 'PREPAID', 'CHAT', 'ENTAPP', 'WEB', 1),
          accountType: text,
          token: text,
          page: text,
          deviceNo: text,
          parameters: fc.oneof(
            fc.dictionary(fc.constantFrom(...PARAMETER_KEYS, 'other'), text),
            fc.dictionary(fc.string(), fc.anything({ maxDepth: 2 })),
          ),
        },
        { requiredKeys: ['source'] },
      )
      .map((value) => encodeLaunchParameter(value));
    const hexWithPrototypeKeys = fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.string())
      .map(([key, value]) =>
        hexOfText(
          `{"source":"APP","parameters":{"${key}":{"polluted":${JSON.stringify(value)}}},"${key}":{"polluted":true}}`,
        ),
      );
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          hexOfBinaryText,
          hexOfBytes,
          hexOfAnything,
          hexOfPayloadLike,
          hexWithPrototypeKeys,
        ),
        (raw) => {
          // decodeLaunchParameter throwing fails the property with the input that made it throw.
          const decoded = decodeLaunchParameter(raw);
          if (decoded !== null) expect(isWellTyped(decoded)).toBe(true);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
