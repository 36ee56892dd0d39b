import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { failNextCall, INJECTED_FAILURE_MESSAGE } from '../../../src/sandbox/faults';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

describe('Quick sign-in settings', () => {
  it('reads the preference and saves a change', async () => {
    const user = userEvent.setup();
    await renderRoute('/FastLoginSetting', { preloadedState: signedInState() });
    const enabled = await screen.findByRole('checkbox', {
      name: 'Allow quick sign-in with an SMS code',
    });
    expect(enabled).toBeChecked();
    const number = screen.getByRole('combobox', { name: 'Mobile number that receives the code' });
    expect(number).toHaveValue('0912345678');

    await user.selectOptions(number, '0922333444');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Your quick sign-in setting has been saved.')).toBeVisible();

    await user.click(enabled);
    expect(number).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Your quick sign-in setting has been saved.')).toBeVisible();
  });

  it("shows the carrier's refusal and keeps the choice", async () => {
    failNextCall('result');
    await renderRoute('/FastLoginSetting', { preloadedState: signedInState() });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(INJECTED_FAILURE_MESSAGE);
    const user = userEvent.setup();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('checkbox', { name: 'Allow quick sign-in with an SMS code' }),
    ).toBeChecked();

    failNextCall('result');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText(INJECTED_FAILURE_MESSAGE)).toBeVisible();
    expect(
      screen.getByRole('combobox', { name: 'Mobile number that receives the code' }),
    ).toHaveValue('0912345678');
  });

  it('asks a visitor to sign in and come back', async () => {
    await renderRoute('/FastLoginSetting');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/Login?back=%2FFastLoginSetting',
    );
  });
});

describe('Daily check-in', () => {
  it('shows the streak and checks in once a day', async () => {
    const user = userEvent.setup();
    await renderRoute('/SignInBoard', { preloadedState: signedInState() });
    expect(await screen.findByText('Check-in streak: 3 days')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check in today (+5 points)' }));
    expect(await screen.findByText('Checked in! You earned 5 points.')).toBeVisible();
    expect(screen.getByText('Check-in streak: 4 days')).toBeVisible();
    expect(screen.getByText('You have already checked in today. See you tomorrow!')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Check in today/ })).not.toBeInTheDocument();
  });

  it('explains an empty month', async () => {
    await renderRoute('/SignInBoard', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    expect(await screen.findByText('No check-ins yet this month.')).toBeVisible();
    expect(screen.getByText('Check-in streak: 0 days')).toBeVisible();
  });

  it('shows a failed load with a retry', async () => {
    failNextCall();
    const user = userEvent.setup();
    await renderRoute('/SignInBoard', { preloadedState: signedInState() });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("Your check-ins couldn't be loaded");
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Check-in streak: 3 days')).toBeVisible();
  });
});
