import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../src/api/types/announcement';
import { isOnBoardingDone, markOnBoardingDone } from '../../../src/lib/onBoarding';
import { sandboxNow } from '../../../src/sandbox/db/clock';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';

describe('/AppOnBoarding', () => {
  it('walks the slides with the carousel, and finishing is remembered on this device', async () => {
    const user = userEvent.setup();
    await renderRoute('/AppOnBoarding');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Slide 4' }));
    expect(screen.getByRole('button', { name: 'Slide 4' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start using the app' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(isOnBoardingDone()).toBe(true);
  });

  it('can be skipped, and a device that has seen it goes straight home', async () => {
    const user = userEvent.setup();
    await renderRoute('/AppOnBoarding');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(isOnBoardingDone()).toBe(true);

    cleanup();
    markOnBoardingDone();
    await renderRoute('/AppOnBoarding');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting to know the app' })).toBeNull();
  });
});

const at = (days: number) => new Date(sandboxNow().getTime() + days * 86_400_000).toISOString();

function answerAnnouncements(list: Partial<Announcement>[]): void {
  const base = { URL: '', Source: 'ALL', ShowTime: '', StartTime: at(-1), EndTime: at(5) };
  server.use(
    http.get(apiUrl('Announcement/SitecoreAnnouncement'), () =>
      HttpResponse.json({ result: 1, data: list.map((entry) => ({ ...base, ...entry })) }),
    ),
  );
}

describe('/Announcement', () => {
  it('lists what is valid now by group, its content sanitised, expired and future ones left out', async () => {
    answerAnnouncements([
      {
        Title: 'Roaming passes',
        Text: 'New passes for Japan',
        LayoutTag: 'roaming',
        URL: '/Roaming',
        Content: '<p>Buy <b>now</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      },
      { Title: 'Service hours', Text: 'Open 8 to 22', LayoutTag: 'all' },
      { Title: 'Old news', Text: 'Gone', LayoutTag: 'all', EndTime: at(-1) },
      { Title: 'Coming soon', Text: 'Later', LayoutTag: 'all', StartTime: at(2) },
    ]);
    const { container } = await renderRoute('/Announcement');
    const roaming = await screen.findByRole('region', { name: 'Roaming' });
    expect(within(roaming).getByRole('heading', { name: 'Roaming passes' })).toBeInTheDocument();
    expect(within(roaming).getByText('now')).toBeInTheDocument();
    expect(
      within(roaming).getByRole('link', { name: 'More about Roaming passes' }),
    ).toHaveAttribute('href', '/Roaming');
    const everyone = screen.getByRole('region', { name: 'For everyone' });
    expect(within(everyone).getByRole('heading', { name: 'Service hours' })).toBeInTheDocument();
    expect(screen.queryByText('Old news')).toBeNull();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
  });

  it('says when there is nothing, and offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    refuseOnce('Announcement/SitecoreAnnouncement');
    await renderRoute('/Announcement');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The announcements could not be loaded',
    );
    answerAnnouncements([{ Title: 'Old', Text: 'Gone', LayoutTag: 'all', EndTime: at(-1) }]);
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No announcements right now')).toBeInTheDocument();
  });
});
