import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

describe('a campaign record page', () => {
  it('lists what the customer did and won, newest first, with a link back', async () => {
    await renderRoute('/Double112024Record', { preloadedState: signedInState() });
    const table = await screen.findByRole('table', { name: 'What you did and won' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Drew50 Hami points$/),
      expect.stringMatching(/DrewNT\$100 off your next phone bill$/),
    ]);
    expect(screen.getByRole('link', { name: 'Back to the campaign' })).toHaveAttribute(
      'href',
      '/Double112024',
    );
  });

  it('says so when the customer has not taken part', async () => {
    await renderRoute('/TreasureHunt2025Record', { preloadedState: signedInState() });
    const table = await screen.findByRole('table', { name: 'What you did and won' });
    expect(table).toHaveTextContent('Nothing yet: you have not taken part.');
  });

  it('lists the purchases of a purchase-triggered campaign with the entries each earned', async () => {
    const { unmount } = await renderRoute('/MediaZone2025Record', {
      preloadedState: signedInState(),
    });
    const table = await screen.findByRole('table', { name: 'Purchases that count' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).toHaveTextContent('MZ25000101');
    unmount();

    await renderRoute('/HamiStore2025Record', { preloadedState: signedInState() });
    expect(await screen.findByRole('table', { name: 'Purchases that count' })).toHaveTextContent(
      'No purchase in the period yet.',
    );
  });

  it('asks a visitor to sign in', async () => {
    await renderRoute('/BadmintonRecord');
    expect(
      await screen.findByText('Sign in to see what you did and won in this campaign.'),
    ).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Campaign/IdentificationLevel');
    await renderRoute('/BadmintonRecord', { preloadedState: signedInState() });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the campaign");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', { name: 'What you did and won' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});
