import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TroubleReport } from '../../../src/api/types/trouble';
import { useForm } from '../../../src/components/form/useForm';
import { ContactFields } from '../../../src/components/lineService/ContactFields';
import {
  FaultReportForm,
  type FaultReportOutcome,
} from '../../../src/components/lineService/FaultReportForm';
import { renderWithProviders } from '../../support/render';

const CATEGORIES = [
  { code: 'FL01', tcode: 'FL', name: '無撥號音' },
  { code: 'ZZ09', tcode: 'ZZ', name: '其他障礙' },
];

function view(
  send: (report: TroubleReport) => Promise<FaultReportOutcome>,
  visitSlots?: { day: string; periods: string[] }[],
) {
  const onFiled = vi.fn<(id: string) => void>();
  const rendered = renderWithProviders(
    <FaultReportForm
      categories={CATEGORIES}
      visitSlots={visitSlots}
      contact={{ name: '王小明', phone: '' }}
      descriptionHint="Up to 200 characters."
      send={send}
      onFiled={onFiled}
    />,
  );
  return { onFiled, rendered };
}

describe('FaultReportForm', () => {
  it('sends the category, the description and the contact, and hands back the ticket', async () => {
    const user = userEvent.setup();
    const send = vi.fn<(report: TroubleReport) => Promise<FaultReportOutcome>>(() =>
      Promise.resolve({ id: 'T1' }),
    );
    const { onFiled, rendered } = view(send);
    await rendered;
    const form = screen.getByRole('form', { name: 'Report the fault' });
    // A category the texts do not know is shown with the carrier's own name.
    expect(within(form).getByRole('option', { name: '其他障礙' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Contact name')).toHaveValue('王小明');
    expect(within(form).queryByRole('group', { name: 'Technician visit' })).toBeNull();
    await user.selectOptions(within(form).getByLabelText('What is wrong'), 'FL01');
    const description = within(form).getByRole('textbox', { name: 'Describe the problem' });
    expect(description.tagName).toBe('TEXTAREA');
    await user.type(description, '  No tone  ');
    expect(description).toHaveAccessibleDescription(/11 of 200 characters/);
    await user.type(within(form).getByLabelText('Contact phone'), '0223456789');
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'FL01',
        tcode: 'FL',
        showDescription_tmp: 'No tone',
        contact_phone_tmp: '0223456789',
        choosedDay: '',
      }),
    );
    expect(onFiled).toHaveBeenCalledWith('T1');
  });

  it('asks for a visit where there are visit days, and shows a refusal keeping the values', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve({ error: { message: 'Line busy', code: 'X' } }));
    const { onFiled, rendered } = view(send, [
      { day: '2026-12-01', periods: ['09-12'] },
      { day: '2026-12-02', periods: [] },
    ]);
    await rendered;
    const form = screen.getByRole('form', { name: 'Report the fault' });
    const day = within(form).getByLabelText('Visit day');
    expect(within(day).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(within(form).getByLabelText('What is wrong'), 'FL01');
    await user.type(within(form).getByLabelText('Describe the problem'), 'No tone');
    await user.type(within(form).getByLabelText('Contact phone'), '0223456789');
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(within(form).getByLabelText('Visit day')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
    await user.selectOptions(day, '2026-12-01');
    await user.selectOptions(within(form).getByLabelText('Visit time'), '09-12');
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(await within(form).findByText('Line busy')).toBeVisible();
    expect(within(form).getByLabelText('Describe the problem')).toHaveValue('No tone');
    expect(onFiled).not.toHaveBeenCalled();
  });
});

function ContactOnly() {
  const form = useForm({ name: '', phone: '', phone2: '' });
  return <ContactFields form={form} />;
}

describe('ContactFields', () => {
  it('labels the name, the phone and the optional second phone, with their hints', async () => {
    await renderWithProviders(<ContactOnly />);
    expect(screen.getByLabelText('Contact name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Contact phone')).toHaveAccessibleDescription(
      /0912345678 or 0223456789/,
    );
    expect(screen.getByLabelText('Second phone (optional)')).toHaveAttribute('type', 'tel');
  });
});
