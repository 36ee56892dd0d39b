import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../../src/sandbox/db/state';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';

beforeAll(async () => {
  await import('../../../src/features/support/HealthCheckScreen');
});

describe('Health check screen', () => {
  it('keeps a wrong code, then shows the failed item and books a technician', async () => {
    const user = userEvent.setup();
    await renderRoute('/HealthCheck', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband, 'HN12345678'),
    });
    const gate = await screen.findByRole('form', { name: 'Confirm it is you' }, { timeout: 5_000 });
    await user.click(within(gate).getByRole('button', { name: 'Text me the code' }));
    const code = await within(gate).findByLabelText('Code from the text message');
    await user.type(code, '111111');
    await user.click(within(gate).getByRole('button', { name: 'Confirm and run the check' }));
    expect(await within(gate).findByText(/The code is not right/)).toBeInTheDocument();
    expect(code).toHaveValue('111111');

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(gate).getByRole('button', { name: 'Confirm and run the check' }));
    const signal = await screen.findByRole('listitem', { name: 'Fibre signal level' });
    expect(signal).toHaveTextContent('failed');
    expect(signal).toHaveTextContent(/optical signal .* too weak/);
    expect(screen.getByRole('listitem', { name: 'Speed against the plan' })).toHaveTextContent(
      'passed',
    );

    // The booking form shows a loading skeleton (role=status) until the free times arrive.
    const form = await within(signal).findByRole(
      'form',
      { name: 'Book a technician for Fibre signal level' },
      { timeout: 10_000 },
    );
    const time = within(form).getByLabelText('Technician visit');
    await user.selectOptions(
      time,
      within(time).getAllByRole('option')[1]?.getAttribute('value') ?? '',
    );
    await user.dblClick(within(form).getByRole('button', { name: 'Book a technician' }));
    expect(await within(signal).findByText(/Technician booked for/)).toBeInTheDocument();
    expect(db().support.healthAppointments).toHaveLength(1);
  }, 30_000);

  it('explains that a mobile number has no line check', async () => {
    await renderRoute('/HealthCheck', { preloadedState: signedInState() });
    expect(
      await screen.findByText('This service is not for this number', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});
