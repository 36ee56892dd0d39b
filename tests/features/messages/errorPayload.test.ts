import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeErrorPayload,
  MAX_ERROR_PAYLOAD_BYTES,
} from '../../../src/features/messages/errorPayload';
import { textToHex } from '../../../src/lib/hex';

const NOTHING = { reason: null, code: null, from: null };

describe('decodeErrorPayload', () => {
  it('reads a known reason, a plain code and a same-origin path from hex JSON', () => {
    const hex = textToHex(JSON.stringify({ reason: 'signIn', code: 'SSO_401', from: '/Bill?m=1' }));
    expect(decodeErrorPayload(hex)).toEqual({
      reason: 'signIn',
      code: 'SSO_401',
      from: '/Bill?m=1',
    });
  });

  it('reads a bare code', () => {
    expect(decodeErrorPayload(textToHex('E1234'))).toEqual({ ...NOTHING, code: 'E1234' });
  });

  it.each([
    ['no payload', undefined],
    ['an empty payload', ''],
    ['junk that is not hex', 'zz-not-hex'],
    ['odd hex', 'abc'],
    ['bytes that are not UTF-8', 'fffe'],
    ['a payload over the cap', textToHex('x'.repeat(MAX_ERROR_PAYLOAD_BYTES + 1))],
    ['JSON that is not an object', textToHex('{"a":')],
  ])('says nothing specific for %s', (_, hex) => {
    expect(decodeErrorPayload(hex)).toEqual(NOTHING);
  });

  it('drops what it must not show or follow', () => {
    const hex = textToHex(
      JSON.stringify({
        reason: 'hacked',
        code: '<script>alert(1)</script>',
        from: '//evil.example/',
        message: 'Call 0900 now',
      }),
    );
    expect(decodeErrorPayload(hex)).toEqual(NOTHING);
    expect(decodeErrorPayload(textToHex('{"from":"https://evil.example"}')).from).toBeNull();
    expect(decodeErrorPayload(textToHex('{"__proto__":{"x":1},"code":7}'))).toEqual({
      ...NOTHING,
      code: '7',
    });
  });

  it('never throws and never pollutes, for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map(textToHex)), (input) => {
        expect(() => decodeErrorPayload(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
