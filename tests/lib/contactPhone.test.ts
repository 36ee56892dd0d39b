import { describe, expect, it } from 'vitest';
import { validateContactPhone } from '../../src/lib/contactPhone';
import { periodLabel } from '../../src/lib/visitPeriod';

describe('validateContactPhone', () => {
  it.each([
    ['0912345678', true],
    [' 0223456789 ', true],
    ['091234', false],
    ['12', false],
  ])('%s is a contact phone: %s', (input, ok) => {
    expect(validateContactPhone(input).ok).toBe(ok);
  });

  it('refuses a blank phone unless it is optional', () => {
    expect(validateContactPhone('  ')).toMatchObject({ ok: false });
    expect(validateContactPhone('  ', true)).toEqual({ ok: true, value: '' });
  });
});

describe('periodLabel', () => {
  it('writes a carrier period as a time range and leaves anything else as it came', () => {
    expect(periodLabel('09-12')).toBe('09:00–12:00');
    expect(periodLabel('morning')).toBe('morning');
  });
});
