import { describe, expect, it } from 'vitest';
import { isDesktopWidth } from '../../../src/features/shell/timing';
import { vipTier } from '../../../src/features/shell/vipLevel';

describe('vipTier (spec 02 §4.8)', () => {
  it.each([
    [0, 'honoured'],
    [1, 'gold'],
    [2, 'titanium'],
    [3, 'blueDiamond'],
    [4, 'blackDiamond'],
    [9999, 'normal'],
    [5, 'normal'],
    [-1, 'normal'],
    [1.5, 'normal'],
    [Number.NaN, 'normal'],
  ])('level %s is %s', (level, tier) => {
    expect(vipTier(level)).toBe(tier);
  });
});

describe('isDesktopWidth (desktop layout above 767 px)', () => {
  it.each([
    [320, false],
    [375, false],
    [767, false],
    [768, true],
    [1280, true],
  ])('%i px is desktop: %s', (width, desktop) => {
    expect(isDesktopWidth(width)).toBe(desktop);
  });
});
