import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mutate } from '../../../src/sandbox/db/state';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { CARRIER_REFUSAL, refuseOnce } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { signedInState } from '../../support/session';

const CHEN = DEMO_CUSTOMER_IDS.fixedBroadband;

describe('/ParkingCar', () => {
  it('explains an empty unpaid list and shows a failed load with a retry', async () => {
    mutate((database) => {
      database.fixedline.parkingTickets = [];
    });
    refuseOnce('ParkingPay/PayMode');
    await renderRoute('/ParkingCar', { preloadedState: signedInState(CHEN) });
    expect(await screen.findByText('No unpaid parking fees')).toBeInTheDocument();
    const mode = screen.getByRole('region', { name: 'How parking fees are paid' });
    const alert = await within(mode).findByRole('alert');
    expect(alert).toHaveTextContent(CARRIER_REFUSAL);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(mode).findByRole('radio', { name: 'I pay each slip here' })).toBeChecked();
  });

  it('pays one slip after a confirm: it leaves the unpaid list and joins the records', async () => {
    await renderRoute('/ParkingCar', { preloadedState: signedInState(CHEN) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Parking fees' })).toBeVisible();
    const unpaid = await screen.findByRole('region', { name: 'Unpaid parking fees' });
    await userEvent.click(
      await within(unpaid).findByRole('button', { name: 'Pay slip TPE11302001' }),
    );
    expect(
      within(unpaid).getByText(/charged on the next phone bill of 0223456789/),
    ).toBeInTheDocument();
    await userEvent.click(within(unpaid).getByRole('button', { name: 'Pay' }));
    expect(
      await within(unpaid).findByText(/^Slip TPE11302001 is paid: NT\$60/),
    ).toBeInTheDocument();
    expect(
      within(unpaid).queryByRole('rowheader', { name: 'TPE11302001' }),
    ).not.toBeInTheDocument();
    const records = screen.getByRole('region', { name: 'Paid parking fees' });
    expect(
      await within(records).findByRole('rowheader', { name: 'TPE11302001' }),
    ).toBeInTheDocument();
  });

  it('checks the plate format before adding a car', async () => {
    await renderRoute('/ParkingCar', { preloadedState: signedInState(CHEN) });
    const add = await screen.findByRole('form', { name: 'Add a car' });
    await userEvent.click(within(add).getByRole('radio', { name: 'motorcycle' }));
    const plate = within(add).getByLabelText(/^Plate number/);
    expect(plate).toHaveAccessibleDescription(/ABC-1234/);
    await userEvent.click(plate);
    await userEvent.paste('KLM321');
    await userEvent.click(within(add).getByRole('button', { name: 'Add car' }));
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(plate);
    await userEvent.click(plate);
    await userEvent.paste('klm-321');
    await userEvent.click(within(add).getByRole('button', { name: 'Add car' }));
    expect(await within(add).findByText('KLM-321 is added.')).toBeInTheDocument();
    const cars = screen.getByRole('region', { name: 'Your cars' });
    expect(await within(cars).findByRole('button', { name: 'Remove KLM-321' })).toBeInTheDocument();
  });
});
