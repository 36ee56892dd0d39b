import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, mutate } from '../../../src/sandbox/db/state';
import { CARRIER_REFUSAL } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { pickFirstSlot } from '../support/support';
import { refuseEcsOnce, signInToEcs, WAIT } from './support';

beforeAll(async () => {
  await import('../../../src/features/enterprise/EcsServiceScreen');
});

describe('Company-line service', { timeout: 30_000 }, () => {
  it('lets a staff user report a fault for one of their own lines', async () => {
    signInToEcs('sales01');
    const user = userEvent.setup();
    await renderRoute('/ECS');
    const line = await screen.findByLabelText<HTMLSelectElement>('Line', {}, WAIT);
    // Only the two lines assigned to the staff user, after the placeholder.
    expect(
      within(line)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a line', '0955123456 (Mobile)', '0955123457 (Mobile)']);
    await user.selectOptions(line, '0955123456');

    const report = screen.getByRole('form', { name: 'Report the fault' });
    await user.click(within(report).getByRole('button', { name: 'Send the report' }));
    expect(within(report).getByLabelText('What is wrong')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(within(report).getByLabelText('What is wrong'), 'MB01');
    await user.type(within(report).getByLabelText('Describe the problem'), '會議室收訊不良');
    await user.type(within(report).getByLabelText('Contact phone'), '0912345678');
    await user.click(within(report).getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText(/^Fault report ET\d{8} sent for 0955123456\./, {}, WAIT),
    ).toBeVisible();
    const tickets = screen.getByRole('table', { name: 'Fault reports' });
    expect(
      await within(tickets).findByRole('row', { name: /0955123456.*Poor reception/ }, WAIT),
    ).toHaveTextContent('Being handled');
    expect(db().ecs.lines.find((row) => row.lineNo === '0955123456')?.faultOpen).toBe(true);
  });

  it('books a visit at the business service centre for a line', async () => {
    signInToEcs('sales01');
    const user = userEvent.setup();
    await renderRoute('/ECS');
    await user.selectOptions(await screen.findByLabelText('Line', {}, WAIT), '0955123456');
    const booking = screen.getByRole('form', {
      name: 'Book a visit at the business service centre',
    });
    const { date, time } = await pickFirstSlot(booking, user);
    await user.selectOptions(within(booking).getByLabelText('What is the visit for'), 'device');
    await user.click(within(booking).getByRole('button', { name: 'Book this time' }));
    expect(await within(booking).findByText(/Booking number EB\d{8}/, {}, WAIT)).toBeVisible();
    expect(db().ecs.bookings).toMatchObject([{ lineNo: '0955123456', date, time }]);
    expect(screen.getByRole('table', { name: 'Visits' })).toHaveTextContent('0955123456');
  });

  it('shows a failed load with a retry, and explains when no line is assigned', async () => {
    signInToEcs('admin');
    refuseEcsOnce('LineService');
    const user = userEvent.setup();
    const view = await renderRoute('/ECS');
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const line = await screen.findByLabelText('Line', {}, WAIT);
    expect(within(line).getAllByRole('option')).toHaveLength(7);
    view.unmount();

    mutate((database) => {
      database.ecs.lines.forEach((row) => {
        row.assignedTo = '';
      });
    });
    signInToEcs('sales01');
    await renderRoute('/ECS');
    expect(await screen.findByText('You have no lines to serve.', {}, WAIT)).toBeVisible();
    expect(screen.getByText('Your administrator assigns lines to you.')).toBeVisible();
  });
});
