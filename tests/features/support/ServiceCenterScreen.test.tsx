import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearEnterpriseToken } from '../../../src/api/enterprise';
import { db } from '../../../src/sandbox/db/state';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';
import { pickFirstSlot as pickSlot, type User } from './support';

beforeAll(async () => {
  await import('../../../src/features/support/ServiceCenterScreen');
});

async function pickFirstSlot(form: HTMLElement, user: User) {
  await pickSlot(form, user);
  await user.selectOptions(within(form).getByLabelText('What is the visit for'), 'bill');
}

describe('Service centre screens', () => {
  it('finds stores by city and district with their live queue', async () => {
    clearEnterpriseToken();
    const user = userEvent.setup();
    await renderRoute('/ServiceCenter');
    const finder = await screen.findByRole('region', { name: 'Find a store' });
    expect(await within(finder).findAllByRole('listitem', {}, { timeout: 5_000 })).toHaveLength(3);
    await user.selectOptions(within(finder).getByLabelText('City or county'), '台中市');
    expect(await within(finder).findByRole('listitem', { name: '台中西屯服務中心' })).toBeVisible();
    expect(within(finder).queryByRole('listitem', { name: '台北信義服務中心' })).toBeNull();
    expect(await within(finder).findByText(/people waiting/)).toBeInTheDocument();
  });

  it('books a store slot once on a double click, lists it and cancels it', async () => {
    const user = userEvent.setup();
    await renderRoute('/ServiceCenter/S002', {
      preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
    });
    const form = await screen.findByRole('form', { name: 'Book a visit' }, { timeout: 5_000 });
    await pickFirstSlot(form, user);
    await user.dblClick(within(form).getByRole('button', { name: 'Book this time' }));
    expect(await within(form).findByText(/Booked for/)).toBeInTheDocument();
    const booked = db().support.storeBookings.filter((row) => row.storeId === 'S002');
    expect(booked).toHaveLength(1);
    expect(booked[0]?.payload).toMatchObject({ storeId: 'S002', service: 'bill' });

    const mine = screen.getByRole('region', { name: 'My bookings' });
    const card = await within(mine).findByRole('listitem', { name: '台北大安服務中心' });
    await user.click(within(card).getByRole('button', { name: 'Cancel the booking' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(mine).findByText('You have no store bookings.')).toBeInTheDocument();
  });

  it('lets a visitor book with the captcha and the SMS code, and keeps a wrong code', async () => {
    const user = userEvent.setup();
    await renderRoute('/ServiceCenter/S003');
    const form = await screen.findByRole('form', { name: 'Book a visit' }, { timeout: 5_000 });
    await pickFirstSlot(form, user);
    await user.type(within(form).getByLabelText('Mobile number for the code'), '0911222333');
    await user.type(within(form).getByLabelText('Verification characters'), '2580');
    await user.click(within(form).getByRole('button', { name: 'Text me the code' }));
    const code = await within(form).findByLabelText('Code from the text message');
    await user.type(code, '111111');
    await user.click(within(form).getByRole('button', { name: 'Book this time' }));
    expect(code).toHaveAccessibleDescription(/The code is not right/);
    expect(db().support.storeBookings.filter((row) => row.storeId === 'S003')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(form).getByRole('button', { name: 'Book this time' }));
    expect(await within(form).findByText(/Booked for/)).toBeInTheDocument();
    const booked = db().support.storeBookings.filter((row) => row.storeId === 'S003');
    expect(booked[0]).toMatchObject({ customerId: '', mobile: '0911222333' });
    expect(screen.getByText('Or log in to book with your member account.')).toBeInTheDocument();
  });
});
