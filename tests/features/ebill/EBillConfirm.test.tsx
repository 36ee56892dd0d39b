import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advanceSandboxClock } from '../../../src/sandbox/db/clock';
import { db } from '../../../src/sandbox/db/state';
import { SEEDED_EBILL_TOKENS } from '../../../src/sandbox/db/tables/ebill';
import { EBILL_MESSAGES } from '../../../src/sandbox/handlers/ebill/shared';
import { renderRoute } from '../../support/render';
import { CARRIER_REFUSAL, holdOnce, refuseOnce } from '../../support/calls';
import { signedInState } from '../../support/session';
import { pendingApplicationToken } from './support';

describe('E-bill confirmation link', () => {
  it('confirms the request on opening, without a login, and shows the outcome', async () => {
    const token = await pendingApplicationToken();
    await renderRoute(`/EBillConfirm?token=${token}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm e-bill' })).toBeVisible();
    const result = await screen.findByRole('region', { name: 'Your e-bill has started' });
    // The confirmation page hands over to the result page.
    expect(screen.getByRole('heading', { level: 1, name: 'E-bill result' })).toBeVisible();
    expect(result).toHaveTextContent(/the bill of 0912\*4\*6\*8 is sent to wa\*+@example.com/);
    expect(within(result).getByText('Confirmed')).toBeVisible();
    expect(db().ebill.eBills.find((row) => row.deviceNo === '0912345678')).toMatchObject({
      email: 'wang.new@example.com',
    });
  });

  it('uses a link once: opening it again changes nothing and shows it as done', async () => {
    await renderRoute(`/EBillConfirm?token=${SEEDED_EBILL_TOKENS.used}`);
    expect(await screen.findByRole('region', { name: 'Your e-bill has started' })).toBeVisible();
    expect(db().ebill.eBills.filter((row) => row.deviceNo === '0922333444')).toHaveLength(1);
  });

  it('explains an expired link', async () => {
    const token = await pendingApplicationToken();
    advanceSandboxClock(25 * 3_600_000);
    await renderRoute(`/EBillConfirm?token=${token}`);
    const result = await screen.findByRole('region', { name: 'This link has expired' });
    expect(within(result).getByRole('link', { name: 'Go to the e-bill page' })).toHaveAttribute(
      'href',
      '/EBill',
    );
    expect(db().ebill.eBills.find((row) => row.deviceNo === '0912345678')).toBeUndefined();
  });

  it('shows an unknown link’s refusal with a retry and the way back', async () => {
    await renderRoute('/EBillConfirm?token=no-such-link');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be confirmed');
    expect(alert).toHaveTextContent(EBILL_MESSAGES.unknownLink);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the e-bill page' })).toBeVisible();
  });

  it('shows confirming, then a failed step with a retry that finishes the confirmation', async () => {
    const user = userEvent.setup();
    const token = await pendingApplicationToken();
    refuseOnce('Bill/EBillConfirmGetToken');
    const release = holdOnce('Bill/EbillCheck', 'post');
    await renderRoute(`/EBillConfirm?token=${token}`);
    expect(await screen.findByText('Confirming your request…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your e-bill has started' })).toBeVisible();
  });

  it('says what is missing when the link has no token', async () => {
    await renderRoute('/EBillConfirm', { preloadedState: signedInState() });
    expect(screen.getByText('This link is incomplete')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the e-bill page' })).toHaveAttribute(
      'href',
      '/EBill',
    );
  });
});

describe('E-bill result page', () => {
  it('offers to confirm a request that still waits', async () => {
    const token = await pendingApplicationToken();
    await renderRoute(`/EBillConfirmResult?token=${token}`);
    const result = await screen.findByRole('region', { name: 'Not confirmed yet' });
    expect(within(result).getByRole('link', { name: 'Confirm now' })).toHaveAttribute(
      'href',
      `/EBillConfirm?token=${token}`,
    );
  });

  it('explains a link replaced by a newer request', async () => {
    const first = await pendingApplicationToken('typo@example.con');
    await pendingApplicationToken('wang@example.com');
    await renderRoute(`/EBillConfirmResult?token=${first}`);
    const result = await screen.findByRole('region', { name: 'This link no longer works' });
    expect(result).toHaveTextContent(/Use the link in the latest mail sent to ty\*+@example.con/);
  });

  it('shows loading, then the carrier’s message with a retry', async () => {
    const user = userEvent.setup();
    refuseOnce('Bill/EbillCheck', 'post');
    const release = holdOnce('Bill/EbillCheck', 'post');
    await renderRoute(`/EBillConfirmResult?token=${SEEDED_EBILL_TOKENS.expired}`);
    expect(await screen.findByText('Loading the outcome…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outcome could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'This link has expired' })).toBeVisible();
  });

  it('says what is missing when opened without a token', async () => {
    await renderRoute('/EBillConfirmResult');
    expect(screen.getByText('This link is incomplete')).toBeVisible();
  });
});
