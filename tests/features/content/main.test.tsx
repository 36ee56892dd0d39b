import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { prepaidSessionState } from '../../support/session';

describe('/Main', () => {
  it('shows the function grid from the route table, the banners and the news', async () => {
    await renderRoute('/Main');
    const roaming = screen.getByRole('navigation', { name: 'Roaming' });
    expect(within(roaming).getByRole('link', { name: 'International roaming' })).toHaveAttribute(
      'href',
      '/Roaming',
    );
    const news = screen.getByRole('region', { name: 'News' });
    expect(await within(news).findByRole('link', { name: '新版自助服務上線' })).toHaveAttribute(
      'href',
      '/Announcement',
    );
    const banners = await screen.findByRole('region', { name: 'Offers for you' });
    expect(
      within(banners).getByRole('link', { name: 'Gifts when you renew on 5G' }),
    ).toHaveAttribute('href', '/MobileRateChange');
  });

  it('offers a retry when the news cannot be loaded', async () => {
    const user = userEvent.setup();
    refuseOnce('Announcement/SitecoreNews');
    await renderRoute('/Main');
    const news = screen.getByRole('region', { name: 'News' });
    expect(await within(news).findByRole('alert')).toHaveTextContent(
      'The news could not be loaded',
    );
    await user.click(within(news).getByRole('button', { name: /try again/i }));
    expect(await within(news).findByRole('link', { name: '新版自助服務上線' })).toBeInTheDocument();
  });
});

describe('/EmbeddedService', () => {
  it('lists the services of this customer without news', async () => {
    await renderRoute('/EmbeddedService', { preloadedState: prepaidSessionState('0987000401') });
    expect(screen.getByRole('heading', { level: 1, name: 'In-app services' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Prepaid' })).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Bills and payments' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
  });
});
