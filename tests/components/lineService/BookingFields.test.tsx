import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useForm, useValidationMessage } from '../../../src/components/form/useForm';
import { BookingFields, bookingErrors } from '../../../src/components/lineService/BookingFields';
import { hasFreeSlot, SlotPicker } from '../../../src/components/lineService/SlotPicker';
import { renderWithProviders } from '../../support/render';

const SLOTS = [
  { date: '2026-12-01', time: '10:00', available: false },
  { date: '2026-12-01', time: '11:00', available: true },
  { date: '2026-12-02', time: '10:00', available: false },
];

function Booking() {
  const form = useForm({ date: '', time: '', service: '' });
  const message = useValidationMessage();
  return (
    <form aria-label="Booking">
      <BookingFields form={form} slots={SLOTS} />
      <button type="button" onClick={() => form.check(bookingErrors(form.values, message))}>
        Check
      </button>
    </form>
  );
}

describe('BookingFields', () => {
  it('offers days with a free time, the times of the day chosen and what the visit is for', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Booking />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    for (const label of ['Day', 'Time', 'What is the visit for']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    const day = screen.getByLabelText('Day');
    // A day whose every time is taken is not offered.
    expect(within(day).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(day, '2026-12-01');
    const time = screen.getByLabelText('Time');
    expect(within(time).getByRole('option', { name: '10:00 (booked)' })).toBeDisabled();
    await user.selectOptions(time, '11:00');
    await user.selectOptions(screen.getByLabelText('What is the visit for'), 'device');
    expect(time).toHaveValue('11:00');
  });
});

function PickerOnly() {
  const form = useForm({ date: '2026-12-01', time: '11:00' });
  return (
    <SlotPicker
      form={form}
      slots={[...SLOTS, { date: '2026-12-03', time: '10:00', available: true }]}
    />
  );
}

describe('SlotPicker', () => {
  it('clears the time when another day is chosen', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PickerOnly />);
    expect(screen.getByLabelText('Time')).toHaveValue('11:00');
    expect(hasFreeSlot(SLOTS)).toBe(true);
    expect(hasFreeSlot(SLOTS.filter((slot) => !slot.available))).toBe(false);
    await user.selectOptions(screen.getByLabelText('Day'), '2026-12-03');
    expect(screen.getByLabelText('Time')).toHaveValue('');
  });
});
