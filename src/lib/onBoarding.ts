import { defaultStorage } from './secureStorage';

/** Set on this device once the first-run slides were finished or skipped. */
export const ON_BOARDING_DONE_KEY = 'appOnBoardingDone';

export function isOnBoardingDone(storage: Storage = defaultStorage()): boolean {
  return storage.getItem(ON_BOARDING_DONE_KEY) === '1';
}

export function markOnBoardingDone(storage: Storage = defaultStorage()): void {
  storage.setItem(ON_BOARDING_DONE_KEY, '1');
}
