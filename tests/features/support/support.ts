import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** Picks the first day of a slot picker and its first free time; returns them. */
export async function pickFirstSlot(form: HTMLElement, user: User) {
  const day = within(form).getByLabelText<HTMLSelectElement>('Day');
  await user.selectOptions(day, within(day).getAllByRole('option')[1]?.getAttribute('value') ?? '');
  const time = within(form).getByLabelText<HTMLSelectElement>('Time');
  const free = within(time)
    .getAllByRole('option')
    .find((option) => option.getAttribute('value') !== '' && !option.hasAttribute('disabled'));
  await user.selectOptions(time, free?.getAttribute('value') ?? '');
  return { date: day.value, time: time.value };
}
