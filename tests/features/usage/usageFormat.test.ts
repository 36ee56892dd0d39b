import { describe, expect, it } from 'vitest';
import { currentTaipeiMonth } from '../../../src/features/usage/usageFormat';
import {
  formatDataVolume as formatData,
  formatMonth,
  formatMonthNumber,
} from '../../../src/lib/format';

describe('usage formatting', () => {
  it.each([
    [0, '0.00 MB'],
    [512.456, '512.45 MB'],
    [1023.999, '1,023.99 MB'],
    [1024, '1.00 GB'],
    [2047.99, '1.99 GB'],
    [61_440, '60.00 GB'],
  ])('shows %d MB as %s (MB under 1 GB, else GB, cut to two decimals)', (megabytes, text) => {
    expect(formatData(megabytes, 'en')).toBe(text);
  });

  it('names months in the language', () => {
    expect(formatMonth('202603', 'en', 'long')).toBe('March 2026');
    expect(formatMonth('202603', 'zh-TW', 'long')).toBe('2026年3月');
    expect(formatMonthNumber('202603', 'zh-TW')).toBe('3月');
    expect(formatMonth('bad', 'en')).toBe('bad');
  });

  it('knows the Taipei month (UTC+8)', () => {
    expect(currentTaipeiMonth(Date.parse('2026-03-31T16:30:00Z'))).toBe('202604');
    expect(currentTaipeiMonth(Date.parse('2026-03-31T15:30:00Z'))).toBe('202603');
  });
});
