import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  validateCarPlate,
  validateHnPassword,
  validateModPassword,
  validateSessionPassword,
} from '../../src/lib/validators';

describe('validateSessionPassword (8-16 letters and digits, both)', () => {
  it.each(['abcd1234', 'A1b2C3d4E5f6G7h8', 'Pass2026'])('accepts %s as typed', (typed) => {
    expect(validateSessionPassword(typed)).toEqual({ ok: true, value: typed });
  });

  it.each([
    ['', 'required'],
    ['abc123', 'sessionPassword.format'],
    ['abcdefgh', 'sessionPassword.format'],
    ['12345678', 'sessionPassword.format'],
    ['abcd 1234', 'sessionPassword.format'],
    ['abcd1234!', 'sessionPassword.format'],
    ['A1b2C3d4E5f6G7h8i', 'sessionPassword.format'],
  ])('refuses %j with %s', (typed, error) => {
    expect(validateSessionPassword(typed)).toEqual({ ok: false, error });
  });

  it('accepts every 8-16 mix of letters and digits that has both', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}[0-9]{1,8}$/), (typed) => {
        fc.pre(typed.length >= 8);
        expect(validateSessionPassword(typed).ok).toBe(true);
      }),
    );
  });
});

describe('validateCarPlate (2-4, hyphen, 2-4 letters or digits)', () => {
  it.each([
    ['ABC-1234', 'ABC-1234'],
    [' abc-1234 ', 'ABC-1234'],
    ['1234-AB', '1234-AB'],
    ['XYZ-789', 'XYZ-789'],
    ['xyz 789', 'XYZ-789'],
  ])('accepts %j as %s', (typed, value) => {
    expect(validateCarPlate(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'required'],
    ['ABC1234', 'carPlate.format'],
    ['A-1234', 'carPlate.format'],
    ['ABCDE-12', 'carPlate.format'],
    ['AB-12345', 'carPlate.format'],
    ['ÄB-1234', 'carPlate.format'],
  ])('refuses %j with %s', (typed, error) => {
    expect(validateCarPlate(typed)).toEqual({ ok: false, error });
  });
});

describe('validateModPassword (4-8 digits)', () => {
  it.each(['2468', '12345678', '0000'])('accepts %s as typed', (typed) => {
    expect(validateModPassword(typed)).toEqual({ ok: true, value: typed });
  });

  it.each([
    ['', 'required'],
    ['123', 'modPassword.format'],
    ['123456789', 'modPassword.format'],
    ['12a4', 'modPassword.format'],
    [' 2468', 'modPassword.format'],
    ['１２３４', 'modPassword.format'],
  ])('refuses %j with %s', (typed, error) => {
    expect(validateModPassword(typed)).toEqual({ ok: false, error });
  });
});

describe('validateHnPassword (the session password rule)', () => {
  it.each([
    ['Hinet2026', true],
    ['hinet', false],
    ['20262026', false],
  ])('judges %s', (typed, ok) => {
    expect(validateHnPassword(typed).ok).toBe(ok);
  });
});
