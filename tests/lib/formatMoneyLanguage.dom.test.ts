import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/format';

afterEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe('amounts without a language follow the page language', () => {
  it('groups as <html lang> does, and a given language wins', () => {
    expect(formatMoney(1443.5)).toBe('NT$1,443.50');
    document.documentElement.lang = 'vi';
    expect(formatMoney(1443.5)).toBe('NT$1.443,50');
    expect(formatMoney(1443.5, 'en')).toBe('NT$1,443.50');
    document.documentElement.lang = 'th';
    expect(formatMoney(1443.5)).toBe('NT$1,443.50');
  });
});
