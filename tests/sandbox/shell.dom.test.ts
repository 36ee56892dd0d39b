import { afterEach, describe, expect, it } from 'vitest';
import { getSitecoreAnnouncement } from '../../src/api/announcement';
import { getEShopRecommend, setNps } from '../../src/api/eshop';
import {
  isWithinDisableWindow,
  isWithinValidity,
  layoutTags,
} from '../../src/lib/announcementValidity';
import { advanceSandboxClock, sandboxNow } from '../../src/sandbox/db/clock';
import { seedAnnouncements } from '../../src/sandbox/db/seedContent';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { db } from '../../src/sandbox/db/state';
import {
  announcementsOptedOut,
  SHOW_ANNOUNCEMENTS_KEY,
} from '../../src/sandbox/handlers/announcement';
import { NPS_MESSAGES, NPS_REPEAT_MS } from '../../src/sandbox/handlers/shell';
import { SANDBOX_MESSAGES } from '../../src/sandbox/handlers/support';
import { actAs, sendHeaders } from './support';

afterEach(() => {
  sendHeaders({});
});

const errorOf = (result: object) => ('error' in result ? result.error : undefined);

describe('sandbox announcements', () => {
  it('answers an empty list under automation unless the test opts in', async () => {
    expect(announcementsOptedOut()).toBe(true);
    expect(await getSitecoreAnnouncement()).toEqual({ data: [] });
    localStorage.setItem(SHOW_ANNOUNCEMENTS_KEY, 'yes');
    expect(announcementsOptedOut()).toBe(true);
    localStorage.setItem(SHOW_ANNOUNCEMENTS_KEY, 'on');
    expect(announcementsOptedOut()).toBe(false);
    const reply = await getSitecoreAnnouncement();
    expect('data' in reply && reply.data).toEqual(db().announcements);
  });

  describe('the seed exercises every rule', () => {
    const now = new Date('2025-06-15T04:00:00Z');
    const seed = seedAnnouncements(now);
    const current = seed.filter((item) => isWithinValidity(item, now.getTime()));
    const tagged = (tag: string) => current.filter((item) => layoutTags(item).includes(tag));

    it.each(['all', 'home', 'home-nologin', 'login', 'bill', 'billpay', 'roaming'])(
      'group %s has a current announcement',
      (group) => {
        expect(tagged(group).length).toBeGreaterThan(0);
      },
    );

    it('has two global ones (only the first shows), and more than five for a member home', () => {
      expect(tagged('all').length).toBeGreaterThanOrEqual(2);
      const memberHome = tagged('home').filter((item) => item.Source !== 'APP');
      expect(1 + memberHome.length + tagged('home-uat').length).toBeGreaterThan(5);
    });

    it('has once, maintenance, disable-window, BTLTag, -uat, APP, WEB and expired ones', () => {
      expect(current.some((item) => item.ShowTime === 'once')).toBe(true);
      expect(current.some((item) => item.ShowTime === 'disable')).toBe(true);
      const suspension = current.find((item) => item.DisableStartTime && item.DisableEndTime);
      expect(suspension && isWithinDisableWindow(suspension, now.getTime())).toBe(true);
      expect(current.some((item) => item.BTLTag?.trim())).toBe(true);
      expect(current.some((item) => layoutTags(item).some((tag) => tag.endsWith('-uat')))).toBe(
        true,
      );
      expect(current.some((item) => item.Source === 'APP')).toBe(true);
      expect(current.some((item) => item.Source === 'WEB')).toBe(true);
      expect(current.some((item) => (item.CountdownSeconds ?? 0) > 0)).toBe(true);
      expect(seed.length - current.length).toBeGreaterThan(0);
    });

    it('carries HTML that the portal has to clean', () => {
      expect(current.some((item) => item.Content?.includes('javascript:'))).toBe(true);
    });
  });
});

describe('sandbox eShop recommendation', () => {
  it('answers a signed-in customer', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const reply = await getEShopRecommend();
    expect('data' in reply && reply.data).toEqual(db().shell.recommendations);
    expect(db().shell.recommendations.length).toBeGreaterThan(0);
  });

  it('refuses without a session', async () => {
    sendHeaders({});
    expect(errorOf(await getEShopRecommend())).toMatchObject({
      message: SANDBOX_MESSAGES.notLoggedIn,
    });
  });
});

describe('sandbox NPS answers', () => {
  it.each([
    ['no score', {}, NPS_MESSAGES.scoreInvalid],
    ['a score above 10', { score: 11 }, NPS_MESSAGES.scoreInvalid],
    ['a negative score', { score: -1 }, NPS_MESSAGES.scoreInvalid],
    ['a fractional score', { score: 7.5 }, NPS_MESSAGES.scoreInvalid],
    ['a score as text', { score: '9' }, NPS_MESSAGES.scoreInvalid],
    ['a comment that is not text', { score: 9, comment: 3 }, SANDBOX_MESSAGES.badRequest],
    [
      'a comment over 500 characters',
      { score: 9, comment: 'x'.repeat(501) },
      NPS_MESSAGES.commentTooLong,
    ],
  ])('refuses %s', async (_name, answer, message) => {
    expect(errorOf(await setNps(answer))).toMatchObject({ message });
    expect(db().shell.npsAnswers).toEqual([]);
  });

  it('stores a member answer, trimmed, once per 30 days', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    const before = sandboxNow().getTime();
    expect(await setNps({ score: 10, comment: '  great  ' })).toEqual({ data: { saved: true } });
    expect(db().shell.npsAnswers).toMatchObject([
      { customerId: DEMO_CUSTOMER_IDS.mobile, score: 10, comment: 'great' },
    ]);
    const answeredAt = Date.parse(db().shell.npsAnswers[0]!.answeredAt);
    expect(answeredAt).toBeGreaterThanOrEqual(before);
    expect(answeredAt).toBeLessThanOrEqual(sandboxNow().getTime());
    expect(errorOf(await setNps({ score: 3 }))).toMatchObject({
      message: NPS_MESSAGES.alreadyAnswered,
    });
    advanceSandboxClock(NPS_REPEAT_MS);
    expect(await setNps({ score: 3 })).toEqual({ data: { saved: true } });
    expect(db().shell.npsAnswers).toHaveLength(2);
  });

  it('keeps the 30 days per customer, and takes a visitor answer', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile);
    await setNps({ score: 8 });
    actAs(DEMO_CUSTOMER_IDS.fixedBroadband);
    expect(await setNps({ score: 6 })).toEqual({ data: { saved: true } });
    sendHeaders({});
    expect(await setNps({ score: 5, comment: '' })).toEqual({ data: { saved: true } });
    expect(db().shell.npsAnswers.map((row) => row.customerId)).toEqual([
      DEMO_CUSTOMER_IDS.mobile,
      DEMO_CUSTOMER_IDS.fixedBroadband,
      '',
    ]);
  });
});
