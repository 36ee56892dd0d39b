import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetServerClock } from '../../../src/state/serverClock';
import {
  AnnouncementHost,
  forgetOfferedAnnouncements,
} from '../../../src/features/announcements/AnnouncementHost';
import {
  announcementDataForThisPage,
  readDoNotShow,
} from '../../../src/features/announcements/announcementFlow';
import { clientActions } from '../../../src/state/client';
import { makeStore, type PreloadedState } from '../../../src/state/store';
import { SHOW_ANNOUNCEMENTS_KEY } from '../../../src/sandbox/handlers/announcement';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { renderRoute, renderWithProviders } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const WAIT = { timeout: 8_000 };

beforeEach(() => {
  localStorage.setItem(SHOW_ANNOUNCEMENTS_KEY, 'on');
  forgetOfferedAnnouncements();
  forgetServerClock();
});

afterEach(() => {
  forgetOfferedAnnouncements();
  forgetServerClock();
  vi.restoreAllMocks();
});

/** Waits for the popup and returns the titles of all its slides, in order. */
async function slideTitles(): Promise<string[]> {
  const dialog = await screen.findByRole('dialog', {}, WAIT);
  const titles = within(dialog).getAllByRole('heading', { level: 2, hidden: true });
  return titles.map((title) => title.textContent);
}

const counter = () => screen.getByText(/^\d+ \/ \d+$/).textContent;

/** The page was loaded again: the once-per-load memory starts afresh, with this state. */
function afterReload(state: PreloadedState): PreloadedState {
  forgetOfferedAnnouncements();
  forgetServerClock();
  return state;
}

function embeddedState(): PreloadedState {
  const store = makeStore();
  store.dispatch(clientActions.embeddedModeEntered({ source: 'APP', parameters: {} }));
  return { client: store.getState().client };
}

describe('announcements on the pages', () => {
  it('shows a visitor the first global one, then those for visitors on home', async () => {
    await renderRoute('/');
    expect(await slideTitles()).toEqual([
      '系統維護公告',
      '電子帳單享優惠',
      '新版自助服務上線',
      '測試環境公告',
    ]);
    expect(counter()).toBe('1 / 4');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('系統維護公告');
  });

  it('shows a member at most five on home', async () => {
    await renderRoute('/', { preloadedState: signedInState() });
    expect(await slideTitles()).toEqual([
      '系統維護公告',
      '電子帳單享優惠',
      '新版自助服務上線',
      '測試環境公告',
      '會員點數加倍送',
    ]);
  });

  it('shows the app announcements inside the app, not the web ones', async () => {
    await renderRoute('/', { preloadedState: embeddedState() });
    const titles = await slideTitles();
    expect(titles).toContain('App 專屬優惠');
    expect(titles).not.toContain('電子帳單享優惠');
  });

  it('shows the bill group on /Bill and the bill payment group on payment pages', async () => {
    const first = await renderRoute('/Bill', { preloadedState: signedInState() });
    expect(await slideTitles()).toEqual(['系統維護公告', '本月帳單已出帳']);
    first.unmount();
    afterReload({});
    await renderRoute('/AutoPayment', { preloadedState: signedInState() });
    expect(await slideTitles()).toEqual(['系統維護公告', '信用卡繳費回饋']);
  });

  it('records a once-only announcement when it is opened, and does not show it again', async () => {
    const { store, unmount } = await renderRoute('/');
    await slideTitles();
    expect(store.getState().client.alreadyShownAnnouncement['home-nologin']).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 3' }));
    await waitFor(() => {
      expect(store.getState().client.alreadyShownAnnouncement['home-nologin']).toEqual([
        '全新介面，查帳單、繳費更快速。',
      ]);
    });
    const state = { client: store.getState().client };
    unmount();
    await renderRoute('/', { preloadedState: afterReload(state) });
    expect(await slideTitles()).toEqual(['系統維護公告', '電子帳單享優惠', '測試環境公告']);
  });

  it('keeps a ticked announcement away after a reload, for about 30 hours', async () => {
    const { unmount } = await renderRoute('/');
    await slideTitles();
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show this next time" }));
    fireEvent.click(screen.getByRole('button', { name: 'Close announcements' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(readDoNotShow()).toHaveLength(1);
    unmount();
    await renderRoute('/', { preloadedState: afterReload({}) });
    // The global group shows its first announcement still to be seen.
    expect((await slideTitles())[0]).toBe('全站服務公告');
  });

  it('offers each group once per page load, also after moving to another page', async () => {
    await renderRoute('/');
    await slideTitles();
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 3' }));
    // A portal link in the content goes there through the router and closes the popup.
    const content = await waitFor(() => {
      const visible = document.querySelector(
        '.announce-slide:not([inert]) .announce-slide__content',
      );
      if (!(visible instanceof HTMLElement)) throw new Error('no content yet');
      return visible;
    });
    fireEvent.click(within(content).getByRole('link', { name: '帳單查詢' }));
    await screen.findByRole('heading', { level: 1, name: 'Bills and payment' }, WAIT);
    // On /Bill only the bill group is new: the global one is not offered twice.
    expect(await slideTitles()).toEqual(['本月帳單已出帳']);
    fireEvent.click(screen.getByRole('button', { name: 'Close announcements' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('goes back when an announcement with a disable window is closed', async () => {
    await renderRoute('/Roaming');
    expect(await slideTitles()).toEqual(['系統維護公告', '出國上網輕鬆買', '漫遊申辦暫停通知']);
    fireEvent.keyDown(document, { key: 'Escape' });
    // Opened directly on /Roaming there is nothing to go back to: home instead.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, WAIT)).toBeVisible();
    // Home may open its own announcements; none of the roaming ones is left open.
    for (const roamingTitle of ['系統維護公告', '出國上網輕鬆買', '漫遊申辦暫停通知']) {
      expect(screen.queryByText(roamingTitle)).not.toBeInTheDocument();
    }
  });

  it('opens a portal path of the detail button in place and closes', async () => {
    server.use(
      http.get(apiUrl('Announcement/SitecoreAnnouncement'), () =>
        HttpResponse.json({
          result: 1,
          data: [
            {
              Title: 'E-bill',
              Text: 'Go paperless',
              URL: '/EBill',
              Source: 'ALL',
              LayoutTag: 'all',
              ShowTime: 'other',
            },
          ],
        }),
      ),
    );
    await renderRoute('/');
    await slideTitles();
    fireEvent.click(screen.getByRole('button', { name: 'View details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-bill' }, WAIT)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a BTLTag link outside the portal: a new tab on the web', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderRoute('/AutoPayment', { preloadedState: signedInState(DEMO_CUSTOMER_IDS.mobile) });
    await slideTitles();
    fireEvent.click(screen.getByRole('button', { name: 'Announcement 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'View details' }, WAIT));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith(
        'https://www.carrier.example/pay-offer',
        '_blank',
        'noopener,noreferrer',
      );
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a BTLTag link through the app when embedded', async () => {
    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { portalBridge: { postMessage } } } });
    try {
      await renderRoute('/AutoPayment', { preloadedState: embeddedState() });
      await slideTitles();
      fireEvent.click(screen.getByRole('button', { name: 'Announcement 2' }));
      fireEvent.click(await screen.findByRole('button', { name: 'View details' }, WAIT));
      await waitFor(() => {
        expect(postMessage).toHaveBeenCalledWith({
          type: 'openExternal',
          url: 'https://www.carrier.example/pay-offer',
          sso: false,
        });
      });
    } finally {
      Reflect.deleteProperty(window, 'webkit');
    }
  });

  it('opens at once, without asking again, when the data asked for at boot has arrived', async () => {
    const data = await announcementDataForThisPage();
    expect(data.announcements.length).toBeGreaterThan(0);
    let asked = 0;
    server.events.on('request:end', ({ request }) => {
      if (request.url.includes('SitecoreAnnouncement')) asked += 1;
    });
    try {
      await renderWithProviders(<AnnouncementHost />, { language: 'zh-TW' });
      // No wait: the popup opens with the host's first effects, and nothing is asked again.
      expect(screen.getByRole('dialog')).toHaveAccessibleName('系統維護公告');
      expect(asked).toBe(0);
    } finally {
      server.events.removeAllListeners('request:end');
    }
  });

  it('shows nothing when there is nothing to show, or the list fails', async () => {
    let asked = 0;
    server.events.on('request:end', ({ request }) => {
      if (request.url.includes('SitecoreAnnouncement')) asked += 1;
    });
    try {
      server.use(
        http.get(apiUrl('Announcement/SitecoreAnnouncement'), () =>
          HttpResponse.json({ result: -1, message: 'busy' }),
        ),
      );
      await renderRoute('/');
      await waitFor(() => {
        expect(asked).toBe(1);
      }, WAIT);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      server.events.removeAllListeners('request:end');
    }
  });
});

describe('the recommendation for mobile phones', () => {
  it('is asked for a member on a mobile phone, never for a visitor', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('eShop/eShopRecommend')) asked += 1;
    });
    try {
      const visitor = await renderRoute('/');
      await slideTitles();
      expect(asked).toBe(0);
      visitor.unmount();
      const member = await renderRoute('/', { preloadedState: afterReload(signedInState()) });
      await slideTitles();
      await waitFor(() => {
        expect(asked).toBe(1);
      }, WAIT);
      member.unmount();
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });
});
