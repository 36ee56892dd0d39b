import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../src/api/types/announcement';
import {
  announcementKey,
  countdownSeconds,
  groupForPath,
  isInGroup,
  isMaintenance,
  MAX_ANNOUNCEMENTS,
  opensExternally,
  selectAnnouncements,
  slideImages,
  type AnnouncementContext,
} from '../../../src/features/announcements/announcementRules';
import {
  isWithinDisableWindow,
  isWithinValidity,
  matchesSource,
  parseCarrierTime,
} from '../../../src/lib/announcementValidity';
import type { AnnouncementGroup } from '../../../src/state/types';

const NOW = Date.parse('2025-06-15T12:00:00+08:00');

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    Text: 'A notice',
    URL: '/Bill',
    Source: 'ALL',
    LayoutTag: 'all',
    ShowTime: 'other',
    StartTime: '2025-06-01 00:00:00',
    EndTime: '2025-06-30 23:59:59',
    ...overrides,
  };
}

function context(overrides: Partial<AnnouncementContext> = {}): AnnouncementContext {
  return {
    group: null,
    now: NOW,
    embedded: false,
    testEnvironment: false,
    alreadyShown: {},
    hiddenKeys: new Set(),
    ...overrides,
  };
}

const texts = (list: { announcement: Announcement }[]) =>
  list.map((item) => item.announcement.Text);

describe('the page group of a route', () => {
  it.each([
    ['/', true, 'home'],
    ['/', false, 'home-nologin'],
    ['/Login', false, 'login'],
    ['/Login/sms', false, 'login'],
    ['/AppLogin', false, 'login'],
    ['/Bill', true, 'bill'],
    ['/Bill/history', true, 'bill'],
    ['/bill', true, 'bill'],
    ['/AutoPayment', true, 'billpay'],
    ['/Recharge', true, 'billpay'],
    ['/WithholdingPayment', true, 'billpay'],
    ['/DirectCarrierBilling', true, 'billpay'],
    ['/MobilePaymentForPOS/0912345678', false, 'billpay'],
    ['/Roaming', true, 'roaming'],
    ['/RoamingHistory', true, 'roaming'],
    ['/Contract', true, null],
    ['/BillSettings', true, null],
    ['/no-such-page', false, null],
  ] as const)('%s (logged in: %s) is in group %s', (path, isLogin, group) => {
    expect(groupForPath(path, isLogin)).toBe(group);
  });
});

describe('group tags', () => {
  it.each([
    ['all', 'all', false, true],
    ['home;bill', 'bill', false, true],
    [' Home ; BILL ', 'home', false, true],
    ['home-nologin', 'home', false, false],
    ['home', 'home-nologin', false, false],
    ['billpay', 'bill', false, false],
    ['roaming', 'roaming', false, true],
    ['login', 'login', false, true],
    ['home-uat', 'home', false, false],
    ['home-uat', 'home', true, true],
    ['all-uat', 'all', true, true],
    ['all-uat', 'all', false, false],
    ['home-nologin-uat', 'home-nologin', true, true],
    ['', 'all', true, false],
  ] as const)('LayoutTag "%s" in group %s (test environment %s): %s', (tag, group, test, shown) => {
    expect(isInGroup({ LayoutTag: tag }, group as AnnouncementGroup, test)).toBe(shown);
  });
});

describe('source', () => {
  it.each([
    ['WEB', false, true],
    ['WEB', true, false],
    ['APP', false, false],
    ['APP', true, true],
    ['ALL', false, true],
    ['ALL', true, true],
    ['all', true, true],
    ['SMS', false, false],
  ] as const)('Source %s, embedded %s: %s', (source, embedded, shown) => {
    expect(matchesSource({ Source: source }, embedded)).toBe(shown);
  });
});

describe('times', () => {
  it.each([
    ['2025-06-15 12:00:00', '2025-06-15T12:00:00+08:00'],
    ['2025/06/15 12:00', '2025-06-15T12:00:00+08:00'],
    ['2025-06-15T12:00:00', '2025-06-15T12:00:00+08:00'],
    ['2025-06-15T04:00:00Z', '2025-06-15T12:00:00+08:00'],
  ])('%s is read as Taipei time', (text, iso) => {
    expect(parseCarrierTime(text)).toBe(Date.parse(iso));
  });

  it.each([undefined, null, '', '   ', 'tomorrow', '2025-13-45 99:99'])('%s is no time', (text) => {
    expect(parseCarrierTime(text)).toBeNull();
  });

  it.each([
    ['inside the window', '2025-06-01 00:00:00', '2025-06-30 00:00:00', true],
    ['on its first moment', '2025-06-15 12:00:00', '2025-06-30 00:00:00', true],
    ['on its last moment', '2025-06-01 00:00:00', '2025-06-15 12:00:00', true],
    ['before it', '2025-06-16 00:00:00', '2025-06-30 00:00:00', false],
    ['after it', '2025-06-01 00:00:00', '2025-06-15 11:59:59', false],
    ['no start', '', '2025-06-30 00:00:00', true],
    ['no end', '2025-06-01 00:00:00', '', true],
    ['an unreadable start', 'soon', '2025-06-30 00:00:00', false],
    ['an unreadable end', '2025-06-01 00:00:00', 'later', false],
  ])('validity: %s', (_name, start, end, shown) => {
    expect(isWithinValidity({ StartTime: start, EndTime: end }, NOW)).toBe(shown);
  });

  it.each([
    ['no disable times', undefined, undefined, true],
    ['only a start', '2025-06-20 00:00:00', undefined, true],
    ['inside the disable window', '2025-06-15 00:00:00', '2025-06-16 00:00:00', true],
    ['before the disable window', '2025-06-16 00:00:00', '2025-06-17 00:00:00', false],
    ['after the disable window', '2025-06-10 00:00:00', '2025-06-11 00:00:00', false],
  ])('disable window: %s', (_name, start, end, shown) => {
    expect(isWithinDisableWindow({ DisableStartTime: start, DisableEndTime: end }, NOW)).toBe(
      shown,
    );
  });
});

describe('selecting the announcements of a page', () => {
  it.each<[string, Partial<Announcement>, Partial<AnnouncementContext>, boolean]>([
    ['a global one on a page without a group', {}, {}, true],
    ['a home one on home', { LayoutTag: 'home' }, { group: 'home' }, true],
    ['a home one on the visitor home', { LayoutTag: 'home' }, { group: 'home-nologin' }, false],
    [
      'a visitor one on the visitor home',
      { LayoutTag: 'home-nologin' },
      { group: 'home-nologin' },
      true,
    ],
    ['a login one on login', { LayoutTag: 'login' }, { group: 'login' }, true],
    ['a bill one on bill', { LayoutTag: 'bill' }, { group: 'bill' }, true],
    ['a bill payment one on bill payment', { LayoutTag: 'billpay' }, { group: 'billpay' }, true],
    ['a roaming one on roaming', { LayoutTag: 'roaming' }, { group: 'roaming' }, true],
    ['a roaming one on bill', { LayoutTag: 'roaming' }, { group: 'bill' }, false],
    ['a -uat one outside the test environment', { LayoutTag: 'all-uat' }, {}, false],
    [
      'a -uat one in the test environment',
      { LayoutTag: 'all-uat' },
      { testEnvironment: true },
      true,
    ],
    ['a WEB one in a browser', { Source: 'WEB' }, {}, true],
    ['a WEB one in the app', { Source: 'WEB' }, { embedded: true }, false],
    ['an APP one in a browser', { Source: 'APP' }, {}, false],
    ['an APP one in the app', { Source: 'APP' }, { embedded: true }, true],
    ['an expired one', { EndTime: '2025-06-10 00:00:00' }, {}, false],
    ['one not started yet', { StartTime: '2025-06-20 00:00:00' }, {}, false],
    [
      'a roaming suspension inside its disable window',
      {
        LayoutTag: 'roaming',
        DisableStartTime: '2025-06-15 00:00:00',
        DisableEndTime: '2025-06-16 00:00:00',
      },
      { group: 'roaming' },
      true,
    ],
    [
      'a roaming suspension outside its disable window',
      {
        LayoutTag: 'roaming',
        DisableStartTime: '2025-06-20 00:00:00',
        DisableEndTime: '2025-06-21 00:00:00',
      },
      { group: 'roaming' },
      false,
    ],
    ['a once one not shown yet', { ShowTime: 'once' }, { alreadyShown: { all: ['other'] } }, true],
    [
      'a once one already shown',
      { ShowTime: 'once' },
      { alreadyShown: { all: ['A notice'] } },
      false,
    ],
    [
      'a once one shown in another group',
      { ShowTime: 'once', LayoutTag: 'bill' },
      { group: 'bill', alreadyShown: { home: ['A notice'] } },
      true,
    ],
    [
      'a repeating one already shown',
      { ShowTime: 'other' },
      { alreadyShown: { all: ['A notice'] } },
      true,
    ],
    [
      'one the customer asked not to see again',
      {},
      { hiddenKeys: new Set([announcementKey(announcement())]) },
      false,
    ],
    [
      'one whose do-not-show key is for another text',
      {},
      { hiddenKeys: new Set([announcementKey(announcement({ Text: 'else' }))]) },
      true,
    ],
  ])('%s', (_name, fields, overrides, shown) => {
    const chosen = selectAnnouncements([announcement(fields)], context(overrides));
    expect(chosen.length).toBe(shown ? 1 : 0);
  });

  it('shows only the first showable global announcement, before those of the page', () => {
    const list = [
      announcement({ Text: 'home 1', LayoutTag: 'home' }),
      announcement({ Text: 'global expired', EndTime: '2025-06-01 00:00:01' }),
      announcement({ Text: 'global 1' }),
      announcement({ Text: 'global 2' }),
      announcement({ Text: 'home 2', LayoutTag: 'home' }),
    ];
    expect(texts(selectAnnouncements(list, context({ group: 'home' })))).toEqual([
      'global 1',
      'home 1',
      'home 2',
    ]);
  });

  it('counts an announcement tagged for both the global group and the page once', () => {
    const list = [announcement({ Text: 'both', LayoutTag: 'all;home' })];
    const chosen = selectAnnouncements(list, context({ group: 'home' }));
    expect(chosen).toEqual([expect.objectContaining({ group: 'all' })]);
  });

  it(`shows at most ${String(MAX_ANNOUNCEMENTS)}, in the list's order`, () => {
    const list = Array.from({ length: 8 }, (_, index) =>
      announcement({ Text: `bill ${String(index + 1)}`, LayoutTag: 'bill' }),
    );
    const chosen = selectAnnouncements(
      [announcement({ Text: 'global' }), ...list],
      context({ group: 'bill' }),
    );
    expect(texts(chosen)).toEqual(['global', 'bill 1', 'bill 2', 'bill 3', 'bill 4']);
  });

  it('records the group each one is shown under, for the once-shown history', () => {
    const chosen = selectAnnouncements(
      [announcement({ Text: 'g' }), announcement({ Text: 'r', LayoutTag: 'roaming' })],
      context({ group: 'roaming' }),
    );
    expect(chosen.map((item) => item.group)).toEqual(['all', 'roaming']);
  });
});

describe('slide details', () => {
  it.each([
    ['ShowTime disable', { ShowTime: 'disable' }, true],
    [
      'a disable window',
      { DisableStartTime: '2025-06-15 00:00', DisableEndTime: '2025-06-16 00:00' },
      true,
    ],
    ['an ordinary one', { ShowTime: 'other' }, false],
    ['a once one', { ShowTime: 'once' }, false],
  ])('maintenance (confirm button): %s', (_name, fields, maintenance) => {
    expect(isMaintenance(announcement(fields))).toBe(maintenance);
  });

  it.each([
    [undefined, 0],
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [0.5, 0],
    [8, 8],
    [8.9, 8],
    [600, 120],
  ])('CountdownSeconds %s counts %s seconds', (value, seconds) => {
    expect(countdownSeconds({ CountdownSeconds: value })).toBe(seconds);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['Chrome', true],
  ])('BTLTag %s opens externally: %s', (tag, external) => {
    expect(opensExternally({ BTLTag: tag })).toBe(external);
  });

  it('chooses pictures by viewport, and the app picture inside the apps', () => {
    const all = { Image: '/app.png', ImageWeb: '/web.png', ImageMWeb: '/mweb.png' };
    expect(slideImages(all, false)).toEqual({ mobile: '/mweb.png', desktop: '/web.png' });
    expect(slideImages(all, true)).toEqual({ mobile: '/app.png' });
    expect(slideImages({ Image: '/app.png' }, false)).toEqual({ mobile: '/app.png' });
    expect(slideImages({ ImageWeb: '/web.png' }, false)).toEqual({ mobile: '/web.png' });
    expect(slideImages({ ImageMWeb: ' ', ImageWeb: '' }, false)).toEqual({});
  });

  it('keys do-not-show by title and text', () => {
    const key = announcementKey({ Title: 'T', Text: 'x' });
    expect(key).toMatch(/^[0-9a-z]{1,8}$/);
    expect(announcementKey({ Title: 'T', Text: 'x' })).toBe(key);
    expect(announcementKey({ Title: 'T', Text: 'y' })).not.toBe(key);
    expect(announcementKey({ Text: 'x' })).not.toBe(key);
  });
});
