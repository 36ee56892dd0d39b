import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAnnouncement } from '../../../src/api/announcement';
import { forgetServerClock } from '../../../src/state/serverClock';
import {
  DO_NOT_SHOW_COOKIE,
  loadAnnouncementData,
  loadRecommendation,
  readDoNotShow,
  RECOMMEND_CACHE_MS,
  RECOMMEND_COOKIE,
  setDoNotShow,
} from '../../../src/features/announcements/announcementFlow';
import { DO_NOT_SHOW_MS } from '../../../src/features/announcements/announcementRules';
import { setEncryptedCookie } from '../../../src/lib/cookies';
import { advanceSandboxClock } from '../../../src/sandbox/db/clock';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { SHOW_ANNOUNCEMENTS_KEY } from '../../../src/sandbox/handlers/announcement';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { actAs, sendHeaders } from '../../sandbox/support';

beforeEach(() => {
  localStorage.setItem(SHOW_ANNOUNCEMENTS_KEY, 'on');
  forgetServerClock();
});

afterEach(() => {
  sendHeaders({});
  forgetServerClock();
  server.events.removeAllListeners('request:start');
});

function countCalls(path: string): () => number {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) calls += 1;
  });
  return () => calls;
}

describe('the announcement flow', () => {
  it('judges by the server clock when Http/CurrentTime answers', async () => {
    advanceSandboxClock(3 * 86_400_000);
    const data = await loadAnnouncementData();
    expect(data.now - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(data.announcements.length).toBeGreaterThan(5);
  });

  it.each([
    ['result -1', () => HttpResponse.json({ result: -1, message: 'busy' })],
    ['an unreadable time', () => HttpResponse.json({ result: 1, data: { serverTime: 'soon' } })],
    ['a network error', () => HttpResponse.error()],
  ])('falls back to the local clock on %s', async (_name, reply) => {
    server.use(http.get(apiUrl('Http/CurrentTime'), reply));
    advanceSandboxClock(3 * 86_400_000);
    const before = Date.now();
    const data = await loadAnnouncementData();
    expect(data.now).toBeGreaterThanOrEqual(before);
    expect(data.now).toBeLessThan(before + 60_000);
  });

  it('reads a failed or malformed announcement list as empty, and drops malformed entries', async () => {
    server.use(
      http.get(
        apiUrl('Announcement/SitecoreAnnouncement'),
        () => HttpResponse.json({ result: -1, message: 'busy' }),
        { once: true },
      ),
    );
    expect((await loadAnnouncementData()).announcements).toEqual([]);
    server.use(
      http.get(apiUrl('Announcement/SitecoreAnnouncement'), () =>
        HttpResponse.json({
          result: 1,
          data: [
            { Text: 'ok', URL: '', Source: 'ALL', LayoutTag: 'all', ShowTime: 'other' },
            { Text: 3, URL: '', Source: 'ALL', LayoutTag: 'all', ShowTime: 'other' },
            {
              Text: 'bad time',
              URL: '',
              Source: 'ALL',
              LayoutTag: 'all',
              ShowTime: 'x',
              StartTime: 5,
            },
            null,
          ],
        }),
      ),
    );
    const { announcements } = await loadAnnouncementData();
    expect(announcements.map((item) => item.Text)).toEqual(['ok']);
  });

  it('accepts missing optional fields and rejects wrong types', () => {
    const base = { Text: 't', URL: '', Source: 'WEB', LayoutTag: 'home', ShowTime: 'once' };
    expect(isAnnouncement(base)).toBe(true);
    expect(isAnnouncement({ ...base, Title: null, CountdownSeconds: 5 })).toBe(true);
    expect(isAnnouncement({ ...base, CountdownSeconds: '5' })).toBe(false);
    expect(isAnnouncement({ ...base, Image: {} })).toBe(false);
    expect(isAnnouncement('text')).toBe(false);
  });
});

describe('the recommendation for mobile phones', () => {
  it('is fetched for a mobile phone and cached in its cookie for 10 minutes', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const calls = countCalls('eShop/eShopRecommend');
    const first = await loadRecommendation();
    expect(first.length).toBeGreaterThan(0);
    expect(Cookies.get(RECOMMEND_COOKIE)).toBeTruthy();
    expect(await loadRecommendation()).toEqual(first);
    expect(calls()).toBe(1);
    expect(RECOMMEND_CACHE_MS).toBe(600_000);
  });

  it('is not part of the announcement data, which never waits for it', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    const calls = countCalls('eShop/eShopRecommend');
    const data = await loadAnnouncementData();
    expect(data.announcements.length).toBeGreaterThan(0);
    expect(calls()).toBe(0);
  });

  it('is not cached when the call fails', async () => {
    sendHeaders({});
    expect(await loadRecommendation()).toEqual([]);
    expect(Cookies.get(RECOMMEND_COOKIE)).toBeUndefined();
  });

  it('ignores a cookie that does not decrypt and asks again', async () => {
    actAs(DEMO_CUSTOMER_IDS.mobile, '0912345678');
    document.cookie = `${RECOMMEND_COOKIE}=garbage; path=/`;
    const calls = countCalls('eShop/eShopRecommend');
    expect((await loadRecommendation()).length).toBeGreaterThan(0);
    expect(calls()).toBe(1);
  });
});

describe('the do-not-show-again cookie', () => {
  const NOW = Date.now();

  it('remembers each ticked announcement for 108,000,000 ms', () => {
    expect(DO_NOT_SHOW_MS).toBe(108_000_000);
    setDoNotShow('a1', true, NOW);
    setDoNotShow('b2', true, NOW + 1_000);
    expect(readDoNotShow(NOW + 1_000)).toEqual(['a1', 'b2']);
    expect(readDoNotShow(NOW + DO_NOT_SHOW_MS - 1)).toEqual(['a1', 'b2']);
    expect(readDoNotShow(NOW + DO_NOT_SHOW_MS + 1)).toEqual(['b2']);
    expect(readDoNotShow(NOW + DO_NOT_SHOW_MS + 1_001)).toEqual([]);
  });

  it('forgets an announcement when it is unticked again', () => {
    setDoNotShow('a1', true, NOW);
    setDoNotShow('b2', true, NOW);
    setDoNotShow('a1', false, NOW);
    expect(readDoNotShow(NOW)).toEqual(['b2']);
  });

  it('reads a tampered or malformed cookie as empty', () => {
    document.cookie = `${DO_NOT_SHOW_COOKIE}=garbage; path=/`;
    expect(readDoNotShow()).toEqual([]);
    setEncryptedCookie(DO_NOT_SHOW_COOKIE, '[["ok", "not a time"]]', { ms: 60_000 });
    expect(readDoNotShow()).toEqual([]);
  });
});
