import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { MEMBER_AREA_MESSAGES } from '../../../src/sandbox/db/tables/memberAreaRules';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

describe('/DeviceMenuSetting: clearing the list and refusals in English', () => {
  it('asks before clearing the saved list, and "keep" changes nothing', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    const card = within(await screen.findByRole('region', { name: 'Is the list out of date?' }));
    await user.click(card.getByRole('button', { name: 'Clear the saved list' }));
    const question = card.getByText(/^Clear the saved list\? /);
    expect(question).toHaveFocus();
    await user.click(card.getByRole('button', { name: 'Keep it' }));
    expect(card.queryByText(/^Clear the saved list\? /)).toBeNull();
    expect(card.getByRole('button', { name: 'Clear the saved list' })).toBeVisible();
  });

  it('clears the saved list after confirming', async () => {
    const user = userEvent.setup();
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    const card = within(await screen.findByRole('region', { name: 'Is the list out of date?' }));
    await user.click(card.getByRole('button', { name: 'Clear the saved list' }));
    await user.click(card.getByRole('button', { name: 'Clear the list' }));
    expect(await screen.findByText('The list was read again from the carrier.')).toBeVisible();
  });

  it("says the carrier's refusal to add a number in the customer's language", async () => {
    const user = userEvent.setup();
    await renderRoute(paths.deviceMenuSetting, { preloadedState: signedInState() });
    const form = within(await screen.findByRole('form', { name: 'Add a number' }));
    await user.type(form.getByLabelText('Mobile number to add'), '0912345678');
    await user.type(form.getByLabelText('ID number of the holder'), 'A123456789');
    await user.click(form.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => {
      expect(form.getByLabelText('Mobile number to add')).toHaveAccessibleDescription(
        expect.stringContaining('This number is already in your list.'),
      );
    });
    expect(screen.queryByText(MEMBER_AREA_MESSAGES.alreadyInMenu)).toBeNull();
  });
});
