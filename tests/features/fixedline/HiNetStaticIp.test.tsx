import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../../src/sandbox/db/state';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

describe('/HiNetStaticIp', () => {
  it('shows a failed load with a retry', async () => {
    refuseOnce('Service/Hinet/StaticIpQuery');
    await renderRoute('/HiNetStaticIp', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your static IP' })).toBeInTheDocument();
  });

  it('opens on the broadband line, allocates an address and releases it after a confirm', async () => {
    const release = holdOnce('Service/Hinet/StaticIpQuery');
    await renderRoute('/HiNetStaticIp', { preloadedState: signedInState(CHEN, '0223456789') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Static IP' })).toBeVisible();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your static IP');
    release();
    const card = await screen.findByRole('region', { name: 'Your static IP' });
    expect(within(card).getByText('No static IP allocated')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Allocate a static IP' }));
    const address = await within(card).findByText(/^61\.220\.\d+\.\d+$/);
    await userEvent.click(within(card).getByRole('button', { name: 'Release the static IP' }));
    expect(within(card).getByText(/^Release 61\.220/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Keep it' }));
    expect(within(card).getByText(address.textContent)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Release the static IP' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Release' }));
    expect(await within(card).findByText('No static IP allocated')).toBeInTheDocument();
  });

  it('checks and saves the contact e-mail', async () => {
    await renderRoute('/HiNetStaticIp', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const form = await screen.findByRole('form', { name: 'E-mail for IP notices' });
    const field = within(form).getByLabelText(/^Contact e-mail/);
    expect(field).toHaveValue('chen.meiling@example.com');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('not an address');
    await userEvent.click(within(form).getByRole('button', { name: 'Save e-mail' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('ops@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save e-mail' }));
    expect(await within(form).findByText('The contact e-mail is saved.')).toBeInTheDocument();
  });

  it('tells a line without the service why and how to apply', async () => {
    mutate((database) => {
      database.fixedline.staticIps = [];
    });
    await renderRoute('/HiNetStaticIp', { preloadedState: signedInState(CHEN, 'HN12345678') });
    const notice = await screen.findByRole('region', {
      name: 'This line has no static-IP service',
    });
    expect(within(notice).getByRole('link', { name: 'Find a service centre' })).toBeInTheDocument();
  });
});
