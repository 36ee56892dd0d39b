import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

async function product(name: string) {
  return screen.findByRole('article', { name: new RegExp(name) });
}

describe('/HamiStore', () => {
  it('shows the balance and the products, loading first', async () => {
    const release = holdOnce('CHTMember/ExchangeProducts');
    await renderRoute(paths.hamiStore, { preloadedState: signedInState() });
    expect(await screen.findByText('Loading the products')).toBeInTheDocument();
    release();
    const balance = await screen.findByRole('region', { name: 'Your Hami Points' });
    expect(await within(balance).findByText('1,280 points')).toBeVisible();
    const video = await product('Hami Video 影劇館 7 日券');
    expect(within(video).getByText('300 points')).toBeVisible();
    const book = await product('Hami Book 30 日月讀');
    expect(within(book).getByRole('button', { name: 'Exchange' })).toBeDisabled();
    expect(within(book).getByText('Out of stock')).toBeVisible();
  });

  it(
    'exchanges a product: asks first, then lowers the balance and shows the code',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute(paths.hamiStore, { preloadedState: signedInState() });
      const video = await product('Hami Video 影劇館 7 日券');
      await user.click(within(video).getByRole('button', { name: 'Exchange' }));
      const question = within(video).getByRole('group', {
        name: 'Exchange Hami Video 影劇館 7 日券 for 300 points?',
      });
      await user.click(within(question).getByRole('button', { name: 'Keep my points' }));
      expect(within(video).queryByRole('group')).toBeNull();

      await user.click(within(video).getByRole('button', { name: 'Exchange' }));
      await user.dblClick(within(video).getByRole('button', { name: 'Yes, exchange' }));
      expect(
        await screen.findByText(/Exchanged: Hami Video 影劇館 7 日券\. Your code is HV7-\d{6}\./),
      ).toHaveTextContent('You have 980 points left.');
      const balance = screen.getByRole('region', { name: 'Your Hami Points' });
      expect(await within(balance).findByText('980 points')).toBeVisible();
      expect(
        await within(await product('Hami Video 影劇館 7 日券')).findByText('49'),
      ).toBeVisible();
    },
  );

  it(
    'refuses a product dearer than the points held, in the customer language',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute(paths.hamiStore, { preloadedState: signedInState() });
      const movies = await product('Hami Video 電影館 30 日券');
      await user.click(within(movies).getByRole('button', { name: 'Exchange' }));
      await user.click(within(movies).getByRole('button', { name: 'Yes, exchange' }));
      expect(
        await within(movies).findByText("You don't have enough Hami Points for this product."),
      ).toBeVisible();
      const balance = screen.getByRole('region', { name: 'Your Hami Points' });
      expect(within(balance).getByText('1,280 points')).toBeVisible();
    },
  );

  it('shows a failed product list with a retry that loads it', async () => {
    const user = userEvent.setup();
    refuseOnce('CHTMember/ExchangeProducts');
    await renderRoute(paths.hamiStore, { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the products");
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await product('KKBOX 30 日暢聽')).toBeVisible();
  });

  it('says when there is nothing to exchange', async () => {
    server.use(
      http.get(apiUrl('CHTMember/ExchangeProducts'), () =>
        HttpResponse.json({ result: 1, data: [] }),
      ),
    );
    await renderRoute(paths.hamiStore, { preloadedState: signedInState() });
    expect(await screen.findByText('No products to exchange right now')).toBeVisible();
  });

  it('tells a company account that points are for personal members', async () => {
    await renderRoute(paths.hamiStore, {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.enterprise),
    });
    expect(await screen.findByText('Hami Points are for personal members')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Exchange' })).toBeNull();
  });
});
