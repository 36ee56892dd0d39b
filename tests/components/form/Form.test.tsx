import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from '../../../src/components/form/Field';
import { Form } from '../../../src/components/form/Form';
import { useForm } from '../../../src/components/form/useForm';
import { renderWithProviders } from '../../support/render';

interface Values {
  phone: string;
  plan: 'small' | 'large' | '';
  agree: boolean;
}

/** A form written with field() and Form; `save` is the test's. */
function Subject({ save }: { save: (values: Values) => Promise<string | null> }) {
  const form = useForm<Values>(
    { phone: '', plan: '', agree: false },
    { labels: { phone: 'Phone', plan: 'Plan', agree: 'Terms' } },
  );
  return (
    <Form
      form={form}
      aria-label="Subject"
      submitLabel="Save"
      alertTitle="Saving failed"
      onSubmit={async (values) => {
        const ok = form.check({
          phone: values.phone === '' ? 'Enter a phone number.' : undefined,
          agree: values.agree ? undefined : 'Accept the terms.',
        });
        if (!ok) return;
        const outcome = await save(values);
        if (outcome) form.fail({ message: outcome });
      }}
    >
      <TextField label="Phone" {...form.field('phone')} />
      <SelectField
        label="Plan"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
        {...form.field('plan')}
      />
      <CheckboxField label="Terms" {...form.field('agree')} />
    </Form>
  );
}

describe('form.field() and Form', () => {
  it('wires each field in one spread: value, change, error and its description', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    await renderWithProviders(
      <Subject
        save={(values) => {
          saved.push(values);
          return Promise.resolve(null);
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a phone number.');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Phone: Enter a phone number.' })).toBeVisible();
    expect(screen.getByLabelText('Terms')).toHaveAccessibleDescription('Accept the terms.');

    await user.type(phone, '0912345678');
    await user.selectOptions(screen.getByLabelText('Plan'), 'large');
    await user.click(screen.getByLabelText('Terms'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ phone: '0912345678', plan: 'large', agree: true }]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends once on a double submit, busy meanwhile, and keeps the values on a failure', async () => {
    const user = userEvent.setup();
    let finish: (outcome: string | null) => void = () => undefined;
    let calls = 0;
    await renderWithProviders(
      <Subject
        save={() => {
          calls += 1;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }}
      />,
    );
    await user.type(screen.getByLabelText('Phone'), '0912345678');
    await user.click(screen.getByLabelText('Terms'));
    const save = screen.getByRole('button', { name: 'Save' });
    await user.dblClick(save);
    await user.type(screen.getByLabelText('Phone'), '{Enter}');
    expect(calls).toBe(1);
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');

    finish('The carrier is busy.');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saving failed');
    expect(alert).toHaveTextContent('The carrier is busy.');
    expect(save).toBeEnabled();
    expect(screen.getByLabelText('Phone')).toHaveValue('0912345678');
    expect(screen.getByLabelText('Terms')).toBeChecked();
  });
});
