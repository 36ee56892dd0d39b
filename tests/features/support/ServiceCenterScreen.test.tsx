import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearEnterpriseToken } from '../../../src/api/enterprise';
import { http, HttpResponse } from 'msw';
import { dateAfter } from '../../../src/sandbox/db/dates';
import { db, mutate } from '../../../src/sandbox/db/state';
import { withSupportTables } from '../../../src/sandbox/db/tables/support';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { CARRIER_REFUSAL } from '../../support/calls';
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

  it(
    'lets a visitor book with the captcha and the SMS code, and keeps a wrong code',
    { timeout: 30_000 },
    async () => {
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
    },
  );

  it(
    'finds a visitor booking again by number and SMS code, and cancels it',
    { timeout: 30_000 },
    async () => {
      mutate((database) => {
        withSupportTables(database.support).storeBookings.push({
          receiveno: 'R-VISITOR',
          storeId: 'S003',
          date: dateAfter(new Date(), 1),
          time: '10:00',
          customerId: '',
          mobile: '0911222333',
          service: 'bill',
          payload: {},
          status: 'booked',
          bookedAt: new Date().toISOString(),
        });
      });
      const user = userEvent.setup();
      await renderRoute('/ServiceCenter/S003');
      const lookup = await screen.findByRole(
        'form',
        { name: 'Find my bookings' },
        { timeout: 5_000 },
      );
      await user.type(within(lookup).getByLabelText('Mobile number for the code'), '0911222333');
      await user.type(within(lookup).getByLabelText('Verification characters'), '1111');
      await user.click(within(lookup).getByRole('button', { name: 'Text me the code' }));
      expect(
        await within(lookup).findByText(/verification code is not right/, { selector: 'a' }),
      ).toBeInTheDocument();
      await user.type(within(lookup).getByLabelText('Verification characters'), '2580');
      await user.click(within(lookup).getByRole('button', { name: 'Text me the code' }));
      const code = await within(lookup).findByLabelText('Code from the text message');
      // The right captcha sent the code: the wrong one's message has gone.
      expect(within(lookup).queryByText(/verification code is not right/)).toBeNull();

      server.use(
        http.get(
          apiUrl('ServiceCenter/QueryBookingInfo_ForAll', 'enterprise'),
          () => HttpResponse.json({ result: -1, message: CARRIER_REFUSAL }),
          { once: true },
        ),
      );
      await user.type(code, '246810');
      await user.click(within(lookup).getByRole('button', { name: 'Find' }));
      expect(await within(lookup).findByText(CARRIER_REFUSAL)).toBeInTheDocument();
      expect(code).toHaveValue('246810');
      await user.click(within(lookup).getByRole('button', { name: 'Find' }));

      const found = await screen.findByRole('region', { name: 'Bookings of 0911222333' });
      const card = await within(found).findByRole('listitem', { name: '台中西屯服務中心' });
      expect(card).toHaveTextContent('R-VISITOR');
      await user.click(within(card).getByRole('button', { name: 'Cancel the booking' }));
      await user.click(within(card).getByRole('button', { name: 'Yes, cancel it' }));
      expect(await within(found).findByText('0911222333 has no open bookings.')).toBeVisible();
      expect(db().support.storeBookings.find((row) => row.receiveno === 'R-VISITOR')).toMatchObject(
        { status: 'cancelled' },
      );
    },
  );
});
