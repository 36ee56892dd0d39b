import { describe, expect, it } from 'vitest';
import { formatRegions } from '../../src/lib/format';

describe('formatRegions', () => {
  it('names regions in the given language, in order', () => {
    expect(formatRegions(['JP', 'KR'], 'en')).toBe('Japan, South Korea');
    expect(formatRegions(['JP'], 'zh-TW')).toBe('日本');
  });

  it('is empty without codes', () => {
    expect(formatRegions([], 'en')).toBe('');
  });
});
