import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSimId,
  eidCheckDigits,
  isValidEid,
  isValidIccid,
  luhnValid,
  simIdDigits,
} from '../../src/lib/simIds';

const SAMPLE_EID = '89049032000000000000000001234585';
const SAMPLE_ICCID = '8988692000098765432';

describe('SIM identifiers', () => {
  it.each([
    [SAMPLE_EID, { ok: true, kind: 'eid', value: SAMPLE_EID }],
    ['8904 9032 0000 0000 0000 0000 0123 4585', { ok: true, kind: 'eid', value: SAMPLE_EID }],
    [SAMPLE_ICCID, { ok: true, kind: 'iccid', value: SAMPLE_ICCID }],
    ['8988-6920-0009-8765-432', { ok: true, kind: 'iccid', value: SAMPLE_ICCID }],
    ['89049032000000000000000001234586', { ok: false, reason: 'checksum', kind: 'eid' }],
    ['8988692000098765431', { ok: false, reason: 'checksum', kind: 'iccid' }],
    ['', { ok: false, reason: 'required' }],
    ['   ', { ok: false, reason: 'required' }],
    ['12345', { ok: false, reason: 'format' }],
    ['1234567890123456789', { ok: false, reason: 'format' }],
    ['8904903200000000000000000123458X', { ok: false, reason: 'format' }],
    [42, { ok: false, reason: 'required' }],
  ])('%s', (input, expected) => {
    expect(checkSimId(input)).toEqual(expected);
  });

  it('keeps only the digits of what was typed', () => {
    expect(simIdDigits(' 89 04-90 ')).toBe('890490');
    expect(simIdDigits(undefined)).toBe('');
  });

  it('makes a valid EID of any 30 digits with its check digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{30}$/), (first30) => {
        expect(isValidEid(first30 + eidCheckDigits(first30))).toBe(true);
      }),
    );
  });

  it('refuses an EID with one digit changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 9 }), (at, step) => {
        const digit = (Number(SAMPLE_EID.charAt(at)) + step) % 10;
        const changed = SAMPLE_EID.slice(0, at) + String(digit) + SAMPLE_EID.slice(at + 1);
        expect(isValidEid(changed)).toBe(false);
      }),
    );
  });

  it('refuses a SIM serial with one digit changed (Luhn)', () => {
    expect(luhnValid(SAMPLE_ICCID)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.integer({ min: 1, max: 9 }), (at, step) => {
        const digit = (Number(SAMPLE_ICCID.charAt(at)) + step) % 10;
        const changed = SAMPLE_ICCID.slice(0, at) + String(digit) + SAMPLE_ICCID.slice(at + 1);
        expect(isValidIccid(changed)).toBe(false);
      }),
    );
  });
});
