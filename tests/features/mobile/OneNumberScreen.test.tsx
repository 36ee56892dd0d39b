import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { lineIn } from '../../../src/sandbox/db/tables/mobileRules';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

const onNumber = (deviceNo: string) => signedInState(DEMO_CUSTOMER_IDS.mobile, deviceNo);
const companionsOf = (deviceNo: string) => lineIn(db(), deviceNo)?.companions ?? [];

const WATCH_EID = '89049032000000000000000006789096';
const SEEDED_WATCH_EID = '89049032000000000000000001234585';

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

beforeAll(async () => {
  await import('../../../src/features/mobile/OneNumberScreen');
});

async function fillDevice(
  user: ReturnType<typeof userEvent.setup>,
  { kind, identifier, name }: { kind: RegExp; identifier: string; name?: string },
) {
  await user.click(await screen.findByRole('radio', { name: kind }, SLOW));
  const field = screen.getByLabelText('EID or SIM card serial number');
  await user.clear(field);
  await user.type(field, identifier);
  if (name) await user.type(screen.getByLabelText('Name for the device (optional)'), name);
  await user.click(screen.getByRole('button', { name: 'Add device' }));
}

describe('One number screen', () => {
  it('asks a visitor to sign in and keeps the way back', async () => {
    await renderRoute('/OneNumber');
    expect(await screen.findByRole('link', { name: 'Sign in' }, SLOW)).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/OneNumber')),
    );
  });

  it('shows an empty list, checks the EID at its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const release = holdOnce('Device/MergeAcntPrimaryNo');
    await renderRoute('/OneNumber', { preloadedState: onNumber('0922333444') });
    expect(
      await screen.findByText('Loading the devices that share this number…', {}, SLOW),
    ).toBeVisible();
    release();
    const table = await screen.findByRole('table', { name: 'Devices sharing 0922333444' }, SLOW);
    expect(table).toHaveTextContent('No device shares this number yet.');

    await user.click(screen.getByRole('button', { name: 'Add device' }));
    expect(screen.getByRole('group', { name: 'Type of device' })).toHaveAccessibleDescription(
      'Choose the type of device.',
    );
    await fillDevice(user, { kind: /Smartwatch/, identifier: '89049032000000000000000006789097' });
    const field = screen.getByLabelText('EID or SIM card serial number');
    expect(field).toHaveAccessibleDescription(/This EID is not valid: a digit is wrong/);
    expect(field).toHaveValue('89049032000000000000000006789097');
    expect(screen.queryByRole('dialog')).toBeNull();

    await fillDevice(user, { kind: /Smartwatch/, identifier: '12345' });
    expect(field).toHaveAccessibleDescription(/Enter a 32-digit EID, or a SIM serial number/);
    expect(companionsOf('0922333444')).toEqual([]);
  });

  it('adds a watch once after a confirmation that says what it costs', async () => {
    const user = userEvent.setup();
    await renderRoute('/OneNumber', { preloadedState: onNumber('0922333444') });
    await fillDevice(user, { kind: /Smartwatch/, identifier: WATCH_EID, name: 'My watch' });
    const dialog = await screen.findByRole('dialog', { name: 'Add My watch?' });
    expect(dialog).toHaveTextContent('NT$99 a month from today');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: My watch now shares this number.',
    );
    const table = screen.getByRole('table', { name: 'Devices sharing 0922333444' });
    expect(await within(table).findByRole('rowheader', { name: 'My watch' }, SLOW)).toBeVisible();
    expect(table).toHaveTextContent('EID ending 9096');
    expect(companionsOf('0922333444')).toHaveLength(1);
    expect(screen.getByLabelText('EID or SIM card serial number')).toHaveValue('');
  });

  it('refuses an EID already in use next to its field, keeping the form', async () => {
    const user = userEvent.setup();
    await renderRoute('/OneNumber', { preloadedState: onNumber('0922333444') });
    await fillDevice(user, { kind: /Tablet/, identifier: SEEDED_WATCH_EID });
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add device' }),
    );
    const field = screen.getByLabelText('EID or SIM card serial number');
    expect(
      await screen.findAllByText(/This EID or SIM serial number is already in use/, {}, SLOW),
    ).not.toHaveLength(0);
    expect(field).toHaveAccessibleDescription(/already in use/);
    expect(field).toHaveValue(SEEDED_WATCH_EID);
    expect(screen.getByRole('radio', { name: 'Tablet' })).toBeChecked();
    expect(companionsOf('0922333444')).toEqual([]);
  });

  it('removes a device after a confirmation that says what is lost', async () => {
    const user = userEvent.setup();
    await renderRoute('/OneNumber', { preloadedState: onNumber('0912345678') });
    const table = await screen.findByRole('table', { name: 'Devices sharing 0912345678' }, SLOW);
    expect(within(table).getByRole('rowheader', { name: 'Apple Watch' })).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Remove Apple Watch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Apple Watch?' });
    expect(dialog).toHaveTextContent('stops receiving calls, SMS and mobile data on 0912345678');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: Apple Watch no longer shares this number.',
    );
    expect(
      await within(table).findByText('No device shares this number yet.', {}, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(companionsOf('0912345678')).toEqual([]);
  });

  it('keeps the keyboard in the confirmation and goes back to Remove on Escape', async () => {
    const user = userEvent.setup();
    await renderRoute('/OneNumber', { preloadedState: onNumber('0912345678') });
    const remove = await screen.findByRole('button', { name: 'Remove Apple Watch' }, SLOW);
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Remove Apple Watch?' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove device' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(companionsOf('0912345678')).toHaveLength(1);
  });

  it('stops adding at the maximum and says why', async () => {
    const user = userEvent.setup();
    await renderRoute('/OneNumber', { preloadedState: onNumber('0912345678') });
    await fillDevice(user, { kind: /Tablet/, identifier: '8988692000098765432' });
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add device' }),
    );
    expect(
      await screen.findByText(/already has the most devices it can share with \(2\)/, {}, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add device' })).toBeNull();
    expect(screen.getByRole('table')).toHaveTextContent('SIM serial ending 5432');
  });

  it('shows a failed load and a failed removal with the message and a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Device/MergeAcntPrimaryNo');
    await renderRoute('/OneNumber', { preloadedState: onNumber('0912345678') });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', {}, SLOW);

    refuseOnce('Device/MergeAcntRemove', 'post');
    await user.click(within(table).getByRole('button', { name: 'Remove Apple Watch' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove device' }),
    );
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent("We couldn't remove Apple Watch");
    expect(failed).toHaveTextContent(CARRIER_REFUSAL);
    expect(companionsOf('0912345678')).toHaveLength(1);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await within(table).findByText('No device shares this number yet.', {}, SLOW),
    ).toBeVisible();
  });
});
