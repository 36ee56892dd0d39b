import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, mutate } from '../../../src/sandbox/db/state';
import { withSupportTables } from '../../../src/sandbox/db/tables/support';
import { refuseOnce, CARRIER_REFUSAL } from '../../support/calls';
import { renderRoute } from '../../support/render';
import { DEMO_CUSTOMER_IDS, signedInState } from '../../support/session';
import { pickFirstSlot as pickSlot, type User } from './support';

const WAIT = { timeout: 10_000 };

beforeAll(async () => {
  await import('../../../src/features/support/SignLanguageScreen');
});

/** Picks the first free time and a topic; returns the time as the form holds it. */
async function pickFirstSlot(form: HTMLElement, user: User) {
  const slot = await pickSlot(form, user);
  await user.selectOptions(within(form).getByLabelText('What do you need help with'), 'plan');
  return slot;
}

const booked = () => db().support.signLanguageBookings.filter((row) => row.status === 'booked');

describe('Sign-language screen', () => {
  it('shows a member their booking and cancels it', async () => {
    const user = userEvent.setup();
    await renderRoute('/Signlanguage', { preloadedState: signedInState() });
    const mine = await screen.findByRole('region', { name: 'My video session' }, WAIT);
    expect(mine).toHaveTextContent('SL202600001');
    expect(mine).toHaveTextContent('Bills and payments');
    await user.click(within(mine).getByRole('button', { name: 'Cancel the booking' }));
    await user.click(within(mine).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText(/Your session is cancelled/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Book a video session' })).toBeInTheDocument();
    expect(booked().some((row) => row.customerId === DEMO_CUSTOMER_IDS.mobile)).toBe(false);
  });

  it(
    'books once on a double click, refuses a time taken meanwhile, and shows the booking',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute('/Signlanguage', {
        preloadedState: signedInState(DEMO_CUSTOMER_IDS.fixedBroadband),
      });
      const form = await screen.findByRole('form', { name: 'Book a video session' }, WAIT);
      const slot = await pickFirstSlot(form, user);
      await user.type(within(form).getByLabelText('Anything we should prepare (optional)'), ' a ');

      // Someone else takes the time while the form is open.
      mutate((database) => {
        withSupportTables(database.support).signLanguageBookings.push({
          bookingNo: 'SL-OTHER',
          ...slot,
          customerId: DEMO_CUSTOMER_IDS.enterprise,
          mobile: '',
          topic: 'other',
          payload: {},
          status: 'booked',
          bookedAt: new Date().toISOString(),
        });
      });
      await user.click(within(form).getByRole('button', { name: 'Book this session' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'This time has just been booked. Please choose another time.',
      );
      expect(within(form).getByLabelText('What do you need help with')).toHaveValue('plan');
      const taken = within(within(form).getByLabelText('Time')).getByRole('option', {
        name: `${slot.time} (booked)`,
      });
      expect(taken).toBeDisabled();

      await pickFirstSlot(form, user);
      await user.dblClick(within(form).getByRole('button', { name: 'Book this session' }));
      const mine = await screen.findByRole('region', { name: 'My video session' }, WAIT);
      expect(within(mine).getByText(/^Booked for/)).toBeInTheDocument();
      const chens = booked().filter((row) => row.customerId === DEMO_CUSTOMER_IDS.fixedBroadband);
      expect(chens).toHaveLength(1);
      expect(chens[0]?.payload).toEqual({
        date: chens[0]?.date,
        time: chens[0]?.time,
        topic: 'plan',
        note: 'a',
      });
    },
  );

  it('shows the failure with a retry when the times cannot be read', async () => {
    refuseOnce('SignLangage/BookableInfo');
    const user = userEvent.setup();
    await renderRoute('/Signlanguage', { preloadedState: signedInState() });
    expect(await screen.findByText(CARRIER_REFUSAL, {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'My video session' })).toBeInTheDocument();
  });

  it(
    'lets a visitor book with the captcha and the SMS code, keeps a wrong code, and cancel',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await renderRoute('/Signlanguage');
      const form = await screen.findByRole('form', { name: 'Book a video session' }, WAIT);
      await pickFirstSlot(form, user);
      await user.type(within(form).getByLabelText('Mobile number for the code'), '0911 22');
      await user.type(within(form).getByLabelText('Verification characters'), '2580');
      await user.click(within(form).getByRole('button', { name: 'Text me the code' }));
      expect(within(form).getByLabelText('Mobile number for the code')).toHaveAccessibleDescription(
        /10 digits starting with 09/,
      );
      expect(db().support.signLanguageOtps).toHaveLength(0);

      await user.clear(within(form).getByLabelText('Mobile number for the code'));
      await user.type(within(form).getByLabelText('Mobile number for the code'), '0911222333');
      expect(within(form).getByLabelText('Verification characters')).toHaveValue('2580');
      await user.click(within(form).getByRole('button', { name: 'Text me the code' }));
      const code = await within(form).findByLabelText('Code from the text message');
      await user.type(code, '111111');
      await user.click(within(form).getByRole('button', { name: 'Book this session' }));
      await waitFor(() => {
        expect(code).toHaveAccessibleDescription(/The code is not right/);
      });
      expect(code).toHaveValue('111111');
      expect(booked().filter((row) => row.customerId === '')).toHaveLength(0);

      await user.clear(code);
      await user.type(code, '246810');
      await user.click(within(form).getByRole('button', { name: 'Book this session' }));
      const mine = await screen.findByRole('region', { name: 'My video session' }, WAIT);
      expect(booked().filter((row) => row.customerId === '')).toEqual([
        expect.objectContaining({ mobile: '0911222333', topic: 'plan' }),
      ]);
      await user.click(within(mine).getByRole('button', { name: 'Cancel the booking' }));
      await user.click(within(mine).getByRole('button', { name: 'Yes, cancel it' }));
      expect(await screen.findByText(/Your session is cancelled/)).toBeInTheDocument();
      expect(booked().filter((row) => row.customerId === '')).toHaveLength(0);
    },
  );

  it(
    'refuses a visitor second booking in English, then finds the first by number and code',
    { timeout: 30_000 },
    async () => {
      mutate((database) => {
        withSupportTables(database.support).signLanguageBookings.push({
          bookingNo: 'SL-VISITOR',
          date: '2099-01-02',
          time: '11:00',
          customerId: '',
          mobile: '0911222333',
          topic: 'fault',
          payload: {},
          status: 'booked',
          bookedAt: new Date().toISOString(),
        });
      });
      const user = userEvent.setup();
      await renderRoute('/Signlanguage');
      const form = await screen.findByRole('form', { name: 'Book a video session' }, WAIT);
      await pickFirstSlot(form, user);
      await user.type(within(form).getByLabelText('Mobile number for the code'), '0911222333');
      await user.type(within(form).getByLabelText('Verification characters'), '2580');
      await user.click(within(form).getByRole('button', { name: 'Text me the code' }));
      await user.type(await within(form).findByLabelText('Code from the text message'), '246810');
      await user.click(within(form).getByRole('button', { name: 'Book this session' }));
      const refusal = await within(form).findByRole('alert');
      expect(refusal).toHaveTextContent('You already have a video session booked.');
      expect(refusal).not.toHaveTextContent('您已有');

      const lookup = screen.getByRole('form', { name: 'Find my video session' });
      await user.type(within(lookup).getByLabelText('Mobile number for the code'), '0911222333');
      await user.type(within(lookup).getByLabelText('Verification characters'), '2580');
      await user.click(within(lookup).getByRole('button', { name: 'Text me the code' }));
      await user.type(await within(lookup).findByLabelText('Code from the text message'), '246810');
      await user.click(within(lookup).getByRole('button', { name: 'Find' }));
      const mine = await screen.findByRole('region', { name: 'My video session' }, WAIT);
      expect(mine).toHaveTextContent('SL-VISITOR');
      expect(mine).toHaveTextContent('A fault or repair');
    },
  );
});
