import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

async function currentAddress() {
  return screen.findByRole('region', { name: 'Current billing address' });
}

describe('Billing address screen', () => {
  it('sends a visitor to sign in and back to this page (a page per number)', async () => {
    await renderRoute('/BillAddress');
    expect(screen.getByText('Sign in to see this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/Login?back=${encodeURIComponent('/BillAddress')}`,
    );
  });

  it('shows the current address of the selected number', async () => {
    await renderRoute('/BillAddress', { preloadedState: signedInState() });
    expect(screen.getByRole('heading', { level: 1, name: 'Change billing address' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Number' })).toHaveDisplayValue(
      'My mobile · 0912345678',
    );
    expect(
      await within(await currentAddress()).findByText(/臺北市大安區範例路一段100號5樓/),
    ).toBeVisible();
  });

  it('shows a loading state, then the address', async () => {
    const release = holdOnce('Bill/AddressStatus');
    await renderRoute('/BillAddress', { preloadedState: signedInState() });
    expect(await screen.findByText('Loading your billing address…')).toBeInTheDocument();
    release();
    expect(await screen.findByText(/臺北市大安區範例路一段100號5樓/)).toBeInTheDocument();
  });

  it('shows the carrier’s message and retries', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/AddressStatus');
    await renderRoute('/BillAddress', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/臺北市大安區範例路一段100號5樓/)).toBeInTheDocument();
  });

  it('changes the address through city, district and road', async () => {
    const user = userEvent.setup();
    await renderRoute('/BillAddress', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    const form = screen.getByRole('form', { name: 'New billing address' });
    await user.selectOptions(within(form).getByLabelText('City or county'), '臺中市');
    const district = within(form).getByLabelText('District');
    await waitFor(() => {
      expect(district).toBeEnabled();
    });
    await user.selectOptions(district, '407 西屯區');
    const road = within(form).getByLabelText('Road or street');
    await waitFor(() => {
      expect(within(road).getByRole('option', { name: '市政路' })).toBeInTheDocument();
    });
    await user.selectOptions(road, '市政路');
    await user.type(within(form).getByLabelText('Lane (optional)'), '12');
    await user.type(within(form).getByLabelText('Number'), '8-1');
    await user.type(within(form).getByLabelText('Floor (optional)'), '3');
    expect(
      within(form).getByText('The bill will be posted to: 407 臺中市西屯區市政路12巷8之1號3樓'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText(/Your new billing address is saved/)).toBeInTheDocument();
    expect(
      await within(await currentAddress()).findByText('臺中市西屯區市政路12巷8之1號3樓', {
        exact: false,
      }),
    ).toBeVisible();
  });

  it('shows a message under each field that is missing or wrong', async () => {
    const user = userEvent.setup();
    await renderRoute('/BillAddress', { preloadedState: signedInState() });
    const form = screen.getByRole('form', { name: 'New billing address' });
    await user.type(within(form).getByLabelText('Lane (optional)'), 'a');
    await user.type(within(form).getByLabelText('Number'), 'x');
    await user.click(within(form).getByRole('button', { name: 'Save billing address' }));
    expect(within(form).getByLabelText('City or county')).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    expect(within(form).getByLabelText('City or county')).toHaveFocus();
    expect(within(form).getByLabelText('District')).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    expect(within(form).getByLabelText('Road or street')).toHaveAccessibleDescription(
      'Please fill this in.',
    );
    expect(within(form).getByLabelText('Lane (optional)')).toHaveAccessibleDescription(
      'Enter digits only.',
    );
    expect(within(form).getByLabelText('Number')).toHaveAccessibleDescription(
      /Enter the house number in digits/,
    );
    await user.clear(within(form).getByLabelText('Number'));
    await user.click(within(form).getByRole('button', { name: 'Save billing address' }));
    expect(within(form).getByLabelText('Number')).toHaveAccessibleDescription(
      /Please fill this in\./,
    );
  });

  it('says when a city has no districts to choose', async () => {
    const user = userEvent.setup();
    await renderRoute('/BillAddress', { preloadedState: signedInState() });
    const form = screen.getByRole('form', { name: 'New billing address' });
    await user.selectOptions(within(form).getByLabelText('City or county'), '連江縣');
    expect(
      await within(form).findByText(/No districts are listed for this city yet/),
    ).toBeVisible();
  });

  it('keeps what was typed when the carrier refuses the change', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/UpdateForAddress', 'post');
    await renderRoute('/BillAddress', { preloadedState: signedInState() });
    const form = screen.getByRole('form', { name: 'New billing address' });
    await user.selectOptions(within(form).getByLabelText('City or county'), '高雄市');
    await waitFor(() => {
      expect(within(form).getByLabelText('District')).toBeEnabled();
    });
    await user.selectOptions(within(form).getByLabelText('District'), '802 苓雅區');
    await waitFor(() => {
      expect(within(form).getByRole('option', { name: '四維三路' })).toBeInTheDocument();
    });
    await user.selectOptions(within(form).getByLabelText('Road or street'), '四維三路');
    await user.type(within(form).getByLabelText('Number'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save billing address' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CARRIER_REFUSAL);
    expect(within(form).getByLabelText('Number')).toHaveValue('2');
    expect(within(form).getByLabelText('Road or street')).toHaveValue('四維三路');
  });
});
