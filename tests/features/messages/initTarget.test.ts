import { describe, expect, it } from 'vitest';
import { initTarget } from '../../../src/features/messages/initFlow';

describe('initTarget', () => {
  it('goes to `path` with the query kept minus access_token, path, t1, t2 and the used authToken', () => {
    const search =
      '?authToken=sso-1&access_token=a&path=%2FRoaming%3Ftab%3Dcap&t1=1&t2=2&utm=mail&lang=en';
    expect(initTarget({ search, savedPath: '/Bill' })).toBe('/Roaming?tab=cap&utm=mail&lang=en');
  });

  it('goes to the saved path when the address names none, then home', () => {
    expect(initTarget({ search: '?access_token=a&x=1', savedPath: '/Bill' })).toBe('/Bill?x=1');
    expect(initTarget({ search: '?access_token=a', savedPath: '' })).toBe('/');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'https:evil.example'])(
    'lands home for the hostile return path %s',
    (path) => {
      const search = `?authToken=sso-1&path=${encodeURIComponent(path)}`;
      expect(initTarget({ search, savedPath: '' })).toBe('/');
      expect(initTarget({ search: '?x=1', savedPath: path })).toBe('/?x=1');
    },
  );
});
