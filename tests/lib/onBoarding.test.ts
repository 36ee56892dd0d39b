import { describe, expect, it } from 'vitest';
import { isOnBoardingDone, markOnBoardingDone } from '../../src/lib/onBoarding';
import { createMemoryStorage } from '../../src/lib/secureStorage';

describe('first-run slides, once per device', () => {
  it('are not done on a new device and stay done once marked', () => {
    const storage = createMemoryStorage();
    expect(isOnBoardingDone(storage)).toBe(false);
    markOnBoardingDone(storage);
    expect(isOnBoardingDone(storage)).toBe(true);
  });

  it('take an unexpected stored value as not done', () => {
    const storage = createMemoryStorage();
    storage.setItem('appOnBoardingDone', 'yes please');
    expect(isOnBoardingDone(storage)).toBe(false);
  });
});
