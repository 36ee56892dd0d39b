import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { prepaidSessionState, signedInState } from '../../support/session';

const searchBox = () => screen.getByRole('combobox', { name: /what are you looking for/i });
const optionTitles = () =>
  within(screen.getByRole('listbox', { name: 'Matching services' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/Search', () => {
  it('lists International roaming first for "roaming" and opens it with Enter', async () => {
    const user = userEvent.setup();
    const { store } = await renderRoute('/Search');
    await user.type(searchBox(), 'roaming');
    expect(optionTitles()[0]).toMatch(/^International roaming/);
    expect(screen.getByRole('status')).toHaveTextContent(/services found/);
    await user.keyboard('{Enter}');
    // The roaming screen is a lazily loaded route: its first import in a busy run takes seconds.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'International roaming' },
        { timeout: 12_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(store.getState().client.currentPath).toBe('/Roaming');
    });
  });

  it('finds 漫遊 in Traditional Chinese', async () => {
    const user = userEvent.setup();
    await renderRoute('/Search', { language: 'zh-TW' });
    await user.type(screen.getByRole('combobox', { name: '您想找什麼服務？' }), '漫遊');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('國際漫遊');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('moves through the results with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderRoute('/Search?q=roaming');
    const box = searchBox();
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
  });

  it('offers every service when nothing matches', async () => {
    const user = userEvent.setup();
    await renderRoute('/Search');
    await user.type(searchBox(), 'zzqx');
    expect(screen.getByText(/No service matches “zzqx”/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all services' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All services' }),
    ).toBeInTheDocument();
  });

  it('shows a prepaid card holder no bill screens', async () => {
    const user = userEvent.setup();
    await renderRoute('/Search', { preloadedState: prepaidSessionState('0987000401') });
    await user.type(searchBox(), 'bill');
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(/found/);
    });
    const titles = screen.queryAllByRole('option').map((option) => option.textContent);
    expect(titles.some((title) => title.startsWith('Bills and payment'))).toBe(false);
    expect(titles.some((title) => title.startsWith('E-bill'))).toBe(false);
  });

  it('shows a member with a mobile number the bill screens', async () => {
    const user = userEvent.setup();
    await renderRoute('/Search', { preloadedState: signedInState() });
    await user.type(searchBox(), 'pay bill');
    expect(optionTitles()[0]).toMatch(/^Bills and payment/);
  });
});

describe('/AllItems', () => {
  it('groups the services by domain, without points for a company', async () => {
    await renderRoute('/AllItems', { preloadedState: signedInState('cust-haoke') });
    const bills = screen.getByRole('navigation', { name: 'Bills and payments' });
    expect(within(bills).getByRole('link', { name: 'Bills and payment' })).toHaveAttribute(
      'href',
      '/Bill',
    );
    expect(screen.getByRole('navigation', { name: 'Roaming' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Daily check-in' })).not.toBeInTheDocument();
  });

  it('leaves the bill screens out for a prepaid card holder', async () => {
    await renderRoute('/AllItems', { preloadedState: prepaidSessionState('0987000401') });
    expect(screen.getByRole('navigation', { name: 'Prepaid' })).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Bills and payments' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daily check-in' })).toBeInTheDocument();
  });
});
