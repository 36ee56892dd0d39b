import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { signedInState } from '../../support/session';

async function chooseAndConfirm(
  user: ReturnType<typeof userEvent.setup>,
  action: RegExp,
  password: string,
) {
  await user.click(await screen.findByRole('radio', { name: action }));
  const field = screen.getByLabelText('Service password');
  await user.clear(field);
  await user.type(field, password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog');
  const [, confirm] = within(dialog).getAllByRole('button');
  if (confirm) await user.click(confirm);
}

/** Lazily loaded screens and a busy machine: allow more than the default second. */
const SLOW = { timeout: 5_000 };

// The screen's chunk loads once here, so that the first test's render is not slower than the rest.
beforeAll(async () => {
  await import('../../../src/features/mobile/MobileSuspendResumeScreen');
});

describe('Suspend and resume screen', () => {
  it('checks the password format before asking to confirm', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobileSuspendResume', { preloadedState: signedInState() });
    await user.click(await screen.findByRole('radio', { name: /Suspend one way/ }));
    await user.type(screen.getByLabelText('Service password'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Service password')).toHaveAccessibleDescription(
      /Enter your service password: 4 to 8 digits./,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the choice after a wrong password, then suspends and resumes', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobileSuspendResume', { preloadedState: signedInState() });
    await chooseAndConfirm(user, /Suspend one way/, '000000');
    expect(
      (await screen.findAllByText(/The service password is not correct/)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: /Suspend one way/ })).toBeChecked();
    expect(screen.getByLabelText('Service password')).toHaveValue('');
    expect(screen.getByText('In service')).toBeVisible();

    await chooseAndConfirm(user, /Suspend one way/, '135790');
    expect(await screen.findByText('Suspended one way: outgoing calls barred')).toBeVisible();
    await chooseAndConfirm(user, /Resume service/, '135790');
    expect(await screen.findByText('In service', {}, SLOW)).toBeVisible();
  });

  it('states the lock rule, and locks after 5 wrong passwords until the time it shows', async () => {
    const user = userEvent.setup();
    await renderRoute('/MobileSuspendResume', { preloadedState: signedInState() });
    expect(
      await screen.findByText(
        'After 5 wrong service passwords in a row, suspending and resuming are locked for 15 minutes.',
      ),
    ).toBeVisible();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await chooseAndConfirm(user, /Suspend one way/, '000000');
      await screen.findAllByText(/The service password is not correct/);
    }
    await chooseAndConfirm(user, /Suspend one way/, '000000');
    expect(
      await screen.findByText(/suspending and resuming are locked until/, {}, SLOW),
    ).toBeVisible();
    expect(screen.queryByLabelText('Service password')).toBeNull();
    expect(screen.getByText('In service')).toBeVisible();
  });

  it('shows the carrier’s refusal with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Mobile/TelSuspendStatus');
    await renderRoute('/MobileSuspendResume', { preloadedState: signedInState() });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('In service', {}, SLOW)).toBeVisible();
  });
});
