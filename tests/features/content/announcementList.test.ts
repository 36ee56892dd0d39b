import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../src/api/types/announcement';
import { announcementsByGroup } from '../../../src/features/content/announcementList';

const NOW = Date.parse('2026-03-10T12:00:00+08:00');

function announcement(overrides: Partial<Announcement>): Announcement {
  return {
    Text: 'text',
    URL: '',
    Source: 'ALL',
    LayoutTag: 'all',
    ShowTime: '',
    StartTime: '2026-03-01 00:00:00',
    EndTime: '2026-03-31 23:59:59',
    ...overrides,
  };
}

const web = { now: NOW, embedded: false, testEnvironment: false };

describe('announcementsByGroup (/Announcement)', () => {
  it('lists what is valid now, by group in the groups order, each once under its first group', () => {
    const list = [
      announcement({ Text: 'roaming', LayoutTag: 'roaming' }),
      announcement({ Text: 'everyone', LayoutTag: 'all' }),
      announcement({ Text: 'home and bill', LayoutTag: 'bill;home' }),
    ];
    expect(
      announcementsByGroup(list, web).map(([group, items]) => [
        group,
        items.map((item) => item.Text),
      ]),
    ).toEqual([
      ['all', ['everyone']],
      ['home', ['home and bill']],
      ['roaming', ['roaming']],
    ]);
  });

  it.each([
    ['expired', { EndTime: '2026-03-09 23:59:59' }],
    ['not yet valid', { StartTime: '2026-03-11 00:00:00' }],
    ['with an unreadable end', { EndTime: 'soon' }],
    [
      'outside its disable window',
      { DisableStartTime: '2026-03-20 00:00', DisableEndTime: '2026-03-21 00:00' },
    ],
    ['for the apps only, on the web', { Source: 'APP' as const }],
    ['in no group', { LayoutTag: 'somewhere' }],
    ['tagged for the test environment, in production', { LayoutTag: 'home-uat' }],
  ])('leaves out one %s', (_case, overrides) => {
    expect(announcementsByGroup([announcement(overrides)], web)).toEqual([]);
  });

  it('keeps "once" announcements, shows -uat tags in the test environment and app ones in the apps', () => {
    const once = announcement({ Text: 'once', ShowTime: 'once' });
    const uat = announcement({ Text: 'uat', LayoutTag: 'login-uat' });
    const app = announcement({ Text: 'app', Source: 'APP', LayoutTag: 'bill' });
    const groups = announcementsByGroup([once, uat, app], {
      now: NOW,
      embedded: true,
      testEnvironment: true,
    });
    expect(groups).toEqual([
      ['all', [once]],
      ['login', [uat]],
      ['bill', [app]],
    ]);
  });
});
