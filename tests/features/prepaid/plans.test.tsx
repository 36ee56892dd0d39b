import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { db } from '../../../src/sandbox/db/state';
import { renderRoute } from '../../support/render';
import { prepaidSessionState } from '../../support/session';

const balanceOf = (number: string) =>
  db().prepaidSubscribers.find((card) => card.number === number)?.mainBalance;

describe('prepaid purchase', () => {
  it('asks for the type first, then the validity, then the plan', async () => {
    await renderRoute(paths.prepaidPurchase, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose a type first.')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Volume' }));
    const validities = screen.getByRole('group', { name: 'Validity' });
    expect(
      within(validities)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['26 hours', '60 days', '120 days', '180 days']);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose how long the plan should last.')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '60 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose a plan.')).toBeVisible();
  });

  it('buys the 26-hour 1GB plan and says it is valid 26 hours, paid from the main account', async () => {
    await renderRoute(paths.prepaidPurchase, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.click(await screen.findByRole('radio', { name: 'Volume' }));
    await userEvent.click(screen.getByRole('radio', { name: '26 hours' }));
    await userEvent.click(screen.getByRole('radio', { name: /Data pack 1GB \(valid 26 hours\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const confirm = screen.getByRole('region', { name: 'Confirm your purchase' });
    expect(within(confirm).getByText('26 hours')).toBeVisible();
    expect(within(confirm).getByText('Main account')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('It is valid for 26 hours from now.')).toBeVisible();
  });

  it('lets the card with an approved student application buy a student package', async () => {
    await renderRoute(paths.prepaidPurchase, { preloadedState: prepaidSessionState('0987000701') });
    await userEvent.click(await screen.findByRole('radio', { name: 'Student packages' }));
    await userEvent.click(screen.getByRole('radio', { name: '120 days' }));
    expect(screen.queryByText(/apply in person first/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Student economy package/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Your main balance is now NT$601.')).toBeVisible();
  });

  it('buys a plan from the main balance and adds it to the purchase record', async () => {
    await renderRoute(paths.prepaidPurchase, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.click(await screen.findByRole('radio', { name: 'Volume' }));
    await userEvent.click(screen.getByRole('radio', { name: '60 days' }));
    await userEvent.click(screen.getByRole('radio', { name: /Data pack 1GB .*NT\$180/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Confirm your purchase' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('heading', { name: 'Purchase succeeded' })).toBeVisible();
    expect(screen.getByText('Your main balance is now NT$170.')).toBeVisible();
    expect(balanceOf('0987000401')).toBe(170);
    const record = await screen.findByRole('table', { name: 'Purchase record' });
    expect(within(record).getAllByText('NT$180').length).toBeGreaterThan(0);
  });

  it('fails with insufficient balance, says so and offers a top-up', async () => {
    await renderRoute(paths.prepaidPurchase, { preloadedState: prepaidSessionState('0987000402') });
    await userEvent.click(await screen.findByRole('radio', { name: 'Daily' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 days' }));
    await userEvent.click(screen.getByRole('radio', { name: /Unlimited daily data, 3 days/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Purchase failed: the main balance is not enough.',
    );
    expect(screen.getByRole('link', { name: 'Top up' })).toHaveAttribute(
      'href',
      paths.prepaidTopUp,
    );
  });
});

describe('5G upgrade', () => {
  it('requires the notes to be agreed, then upgrades with the gift and the refund', async () => {
    await renderRoute(paths.prepaid45, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to 5G' }));
    expect(screen.getByText('Please read the notes and tick the box to agree.')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to 5G' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade succeeded' })).toBeVisible();
    expect(screen.getByText(/15-day 10GB gift will appear/)).toBeVisible();
    expect(screen.getByText(/has been refunded to your main balance/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to top-up' })).toBeVisible();
  });

  it.each([
    ['0987000501', 'You are already a 5G prepaid card customer.'],
    ['0987000901', 'Tourist cards cannot be upgraded.'],
    ['0987000301', /3G cards must be upgraded at a service centre/],
  ])('refuses %s with its message', async (number, message) => {
    await renderRoute(paths.prepaid45, { preloadedState: prepaidSessionState(number) });
    await userEvent.click(await screen.findByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to 5G' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to prepaid home' })).toBeVisible();
  });
});

describe('prepaid notifications', () => {
  const savedConfig = () =>
    db().prepaidCards.notifications.find((row) => row.number === '0987000401')?.config;

  it('checks the e-mail for e-mail notifications and saves the settings', async () => {
    await renderRoute(paths.prepaidNotify, { preloadedState: prepaidSessionState('0987000401') });
    await userEvent.click(await screen.findByRole('radio', { name: 'E-mail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('E-mail address'), 'holder@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Notification language'), 'id');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Set-up succeeded.')).toBeVisible();
    expect(savedConfig()).toMatchObject({
      notificationType: 'email',
      email: 'holder@example.com',
      language: 'id',
    });
  });

  it('saves an alert as soon as it is switched, keeps the other settings, and undoes it', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.prepaidNotify, { preloadedState: prepaidSessionState('0987000401') });
    const before = savedConfig();
    const validity = await screen.findByRole('switch', { name: 'Number validity ending soon' });
    expect(validity).not.toBeChecked();
    await user.click(validity);
    expect(await screen.findByText('Number validity ending soon: alert on.')).toBeVisible();
    expect(savedConfig()).toEqual({ ...before, lowValidityAlert: true });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Number validity ending soon: alert off.')).toBeVisible();
    expect(validity).not.toBeChecked();
    expect(savedConfig()).toEqual(before);
  });
});

describe('prepaid roaming', () => {
  it('buys a roaming offer with the holder id and shows it in the roaming history', async () => {
    const preloadedState = prepaidSessionState('0987000501');
    await renderRoute(paths.prepaidRoaming, { preloadedState });
    await userEvent.click(await screen.findByRole('radio', { name: /Roaming data, 3 days 3GB/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByLabelText('ID or passport number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('ID or passport number'), 'C123456782');
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Your main balance is now NT$421.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'See the roaming purchase record' }));
    const table = await screen.findByRole('table', { name: 'Roaming purchase record' });
    expect(within(table).getByText('NT$399')).toBeVisible();
  });

  it('says when no roaming purchase was made', async () => {
    await renderRoute(paths.prepaidRoamingHistory, {
      preloadedState: prepaidSessionState('0987000401'),
    });
    expect(await screen.findByText('No record found.')).toBeVisible();
  });
});

describe('3G migration notice', () => {
  it('is read and agreed', async () => {
    await renderRoute(paths.prepaid3To45);
    expect(screen.getByRole('heading', { name: '3G service is ending' })).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'I have read this notice and agree' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thank you.');
  });
});
