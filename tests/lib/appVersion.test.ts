import { describe, expect, it } from 'vitest';
import { appPlatformOf, isOlderVersion } from '../../src/lib/appVersion';

describe('isOlderVersion', () => {
  it.each([
    ['4.9.9', '5.0.0', true],
    ['5.0', '5.0.1', true],
    ['5.0.0', '5.0.0', false],
    ['5', '5.0.0', false],
    ['5.10.0', '5.9.0', false],
    ['5.9.0', '5.10.0', true],
    ['v4', '5.0.0', false],
    ['', '5.0.0', false],
    ['4.0.0', 'latest', false],
  ])('%s below %s: %s', (version, minimum, older) => {
    expect(isOlderVersion(version, minimum)).toBe(older);
  });
});

describe('appPlatformOf', () => {
  it.each([
    ['Android', 'android'],
    ['iPhone', 'ios'],
    ['iOS', 'ios'],
    ['', null],
    [undefined, null],
    ['web', null],
  ])('%s is %s', (type, platform) => {
    expect(appPlatformOf(type)).toBe(platform);
  });
});
