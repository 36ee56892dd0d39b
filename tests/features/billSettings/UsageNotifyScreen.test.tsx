import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

async function alertForm() {
  return screen.findByRole('form', { name: 'Alert me when' });
}

describe('Usage alerts screen', () => {
  it('sends a visitor to sign in and back to this page (a page for mobile numbers)', async () => {
    await renderRoute('/UsageNotify');
    expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/UsageNotify')}`,
    );
  });

  it('shows the alerts of the selected mobile number', async () => {
    await renderRoute('/UsageNotify', { preloadedState: signedInState() });
    const form = await alertForm();
    expect(within(form).getByLabelText(/mobile data use passes/)).toBeChecked();
    expect(within(form).getByLabelText('Share of the data allowance')).toHaveValue('80');
    expect(within(form).getByLabelText(/charges this month pass/)).not.toBeChecked();
    expect(within(form).getByLabelText('Amount (NT$)')).toBeDisabled();
    expect(within(form).getByRole('radio', { name: 'Text message to 0912345678' })).toBeChecked();
  });

  it('shows a loading state, then the form', async () => {
    const release = holdOnce('Mobile/AlertSetting');
    await renderRoute('/UsageNotify', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your usage alerts…')).toBeInTheDocument();
    release();
    expect(await alertForm()).toBeVisible();
  });

  it('shows the carrier’s message and retries', async () => {
    const user = userEvent.setup();
    refuseOnce('Mobile/AlertSetting');
    await renderRoute('/UsageNotify', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await alertForm()).toBeVisible();
  });

  it('checks the amount and the e-mail, then saves', async () => {
    const user = userEvent.setup();
    await renderRoute('/UsageNotify', { preloadedState: signedInState() });
    const form = await alertForm();
    await user.click(within(form).getByLabelText(/charges this month pass/));
    const amount = within(form).getByLabelText('Amount (NT$)');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(form).getByRole('radio', { name: 'E-mail' }));
    await user.type(within(form).getByLabelText('E-mail address'), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(amount).toHaveAccessibleDescription(/Enter a whole amount from NT\$100 to NT\$50,000/);
    expect(amount).toHaveFocus();
    expect(within(form).getByLabelText('E-mail address')).toHaveAccessibleDescription(
      /e-mail format is incorrect/,
    );
    await user.clear(within(form).getByLabelText('E-mail address'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('E-mail address')).toHaveAccessibleDescription(
      /can't be left blank/,
    );

    await user.clear(amount);
    await user.type(amount, '1,500');
    await user.type(within(form).getByLabelText('E-mail address'), 'me@example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your usage alerts are saved.')).toBeInTheDocument();
  });

  it('keeps the changes when the carrier refuses them', async () => {
    const user = userEvent.setup();
    refuseOnce('Mobile/UpdateAlertSetting', 'post');
    await renderRoute('/UsageNotify', { preloadedState: signedInState() });
    const form = await alertForm();
    await user.selectOptions(within(form).getByLabelText('Share of the data allowance'), '90');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(within(form).getByLabelText('Share of the data allowance')).toHaveValue('90');
  });

  it('says that a fixed line has no usage alerts', async () => {
    await renderRoute('/UsageNotify', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, '0223456789'),
    });
    expect(screen.getByText('This service is not for this number')).toBeInTheDocument();
    expect(screen.getByText(/It is for: mobile numbers/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Alert me when' })).not.toBeInTheDocument();
  });
});
