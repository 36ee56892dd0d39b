import { describe, expect, it } from 'vitest';
import { formatBillMonth, formatDate, formatMoney } from '../../../src/features/bill/billFormat';

describe('bill formatting', () => {
  it.each([
    [1443, 'en', 'NT$1,443'],
    [-140, 'en', '-NT$140'],
    [0, 'zh-TW', 'NT$0'],
    [12345, 'zh-TW', 'NT$12,345'],
    [999.6, 'en', 'NT$1,000'],
  ])('formats %d in %s as %s', (amount, language, expected) => {
    expect(formatMoney(amount, language)).toBe(expected);
  });

  it('formats billing months in the language', () => {
    expect(formatBillMonth('202610', 'en')).toBe('October 2026');
    expect(formatBillMonth('202610', 'zh-TW')).toBe('2026年10月');
    expect(formatBillMonth('2026-10', 'en')).toBe('2026-10');
  });

  it('keeps a Taipei calendar date on its day', () => {
    expect(formatDate('2026-12-02', 'en')).toBe('Dec 2, 2026');
    expect(formatDate('2026-01-01', 'zh-TW')).toBe('2026年1月1日');
    expect(formatDate('not a date', 'en')).toBe('not a date');
    expect(formatDate('2026-12-02', 'no-such-language-tag-@@')).toBe('2026年12月2日');
  });
});
