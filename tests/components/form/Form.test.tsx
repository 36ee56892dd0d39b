import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CheckboxField,
  FieldGroup,
  SelectField,
  TextField,
} from '../../../src/components/form/Field';
import { Form } from '../../../src/components/form/Form';
import { useForm } from '../../../src/components/form/useForm';
import { useState } from 'react';
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

/** A form that asks "are you sure?" through Form's confirm and says what it did through success. */
function Transfer({ send }: { send: () => Promise<string | null> }) {
  const form = useForm({ to: '', channels: [] as string[] });
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  return (
    <Form
      form={form}
      aria-label="Transfer"
      submitLabel="Check"
      success={done || null}
      onSubmit={() => {
        const ok = form.check({ channels: form.values.channels.length ? undefined : 'Pick one.' });
        setAsking(ok);
        return undefined;
      }}
      confirm={
        asking && {
          question: `Send to ${form.values.to}?`,
          confirmLabel: 'Send',
          keepLabel: 'Keep',
          onConfirm: async () => {
            const refusal = await send();
            if (refusal) {
              form.fail({ message: refusal });
              return;
            }
            setAsking(false);
            setDone('Sent.');
          },
          onKeep: () => {
            setAsking(false);
          },
        }
      }
    >
      <TextField label="To" {...form.field('to')} />
      <FieldGroup label="Channels" {...form.group('channels')}>
        <CheckboxField
          label="SMS"
          checked={form.values.channels.includes('sms')}
          onChange={(on) => {
            form.setValue('channels', on ? ['sms'] : []);
          }}
        />
      </FieldGroup>
    </Form>
  );
}

describe('Form: group, confirm and success', () => {
  it('marks a field group through form.group and focuses it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Transfer send={() => Promise.resolve(null)} />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const group = screen.getByRole('group', { name: 'Channels' });
    expect(group).toHaveAccessibleDescription('Pick one.');
    expect(group).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('asks in place of the actions, shows a refusal in the question, then says it is done', async () => {
    const user = userEvent.setup();
    const refusals: (string | null)[] = ['The number cannot receive it.', null];
    await renderWithProviders(<Transfer send={() => Promise.resolve(refusals.shift() ?? null)} />);
    await user.type(screen.getByLabelText('To'), '0912345678');
    await user.click(screen.getByLabelText('SMS'));
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const question = screen.getByRole('group', { name: 'Send to 0912345678?' });
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveValue('0912345678');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The number cannot receive it.');
    expect(question).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent.');
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: /Send to/ })).not.toBeInTheDocument();
  });

  it('keeps everything as it was on "keep"', async () => {
    const user = userEvent.setup();
    let sent = 0;
    await renderWithProviders(
      <Transfer
        send={() => {
          sent += 1;
          return Promise.resolve(null);
        }}
      />,
    );
    await user.click(screen.getByLabelText('SMS'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(sent).toBe(0);
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
