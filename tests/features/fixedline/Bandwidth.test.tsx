import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

describe('/Bandwidth', () => {
  it('shows a failed load with a retry', async () => {
    refuseOnce('Bandwidth/Config');
    await renderRoute('/Bandwidth', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your speed' })).toBeInTheDocument();
  });

  it('changes to a faster tier after a confirm that states the fee and its date', async () => {
    await renderRoute('/Bandwidth', { preloadedState: signedInState(CHEN, '0223456789') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bandwidth upgrade' }),
    ).toBeVisible();
    const current = await screen.findByRole('region', { name: 'Your speed' });
    expect(within(current).getByText(/^500M:/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change speed' });
    await userEvent.click(within(form).getByRole('button', { name: 'Change speed' }));
    expect(within(form).getByText('Choose a speed.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('radio', { name: /^1G:/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Change speed' }));
    expect(within(form).getByText(/^Change to 1G for NT\$1,399 a month\?/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Change' }));
    expect(await within(form).findByText(/^Your line now runs at 1G\./)).toBeInTheDocument();
    expect(await within(current).findByText(/^1G:/)).toBeInTheDocument();
  });

  it('states the PPPoE password rules and checks both fields', async () => {
    await renderRoute('/Bandwidth', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const form = await screen.findByRole('form', { name: 'Connection (PPPoE) password' });
    const password = within(form).getByLabelText(/^New password$/);
    expect(password).toHaveAccessibleDescription(/8 to 16 letters and digits/);
    await userEvent.click(password);
    await userEvent.paste('Broadband2026');
    await userEvent.click(within(form).getByLabelText(/^New password again/));
    await userEvent.paste('Broadband2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getAllByText('The two passwords are not the same.').length).toBeGreaterThan(
      0,
    );
    const again = within(form).getByLabelText(/^New password again/);
    await userEvent.clear(again);
    await userEvent.click(again);
    await userEvent.paste('Broadband2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/connection password is changed/)).toBeInTheDocument();
  });
});
