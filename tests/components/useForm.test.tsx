import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/api/http';
import { ErrorSummary } from '../../src/components/form/ErrorSummary';
import { RadioGroup, TextField } from '../../src/components/form/Field';
import { FormAlert } from '../../src/components/form/FormAlert';
import { useForm } from '../../src/components/form/useForm';
import { renderWithProviders } from '../support/render';

interface Values {
  plan: string;
  email: string;
}

/** A form on the kit: the submit handler is given by the test. */
function Subject({ onSave }: { onSave: (values: Values) => Promise<ApiError | null> }) {
  const form = useForm<Values>(
    { plan: '', email: '' },
    { labels: { plan: 'Plan', email: 'E-mail' } },
  );
  const save = async (values: Values) => {
    const ok = form.check({
      plan: values.plan === '' ? 'Choose a plan.' : undefined,
      email: values.email.includes('@') ? undefined : 'Enter an e-mail address.',
    });
    if (!ok) return;
    const failure = await onSave(values);
    if (failure) form.fail(failure);
  };
  return (
    <form aria-label="Subject" onSubmit={form.handleSubmit(save)} noValidate>
      <ErrorSummary items={form.summary} id={form.summaryId} />
      <RadioGroup
        id={form.fieldId('plan')}
        name="plan"
        label="Plan"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
        value={form.values.plan}
        error={form.errors.plan}
        onChange={(plan) => {
          form.setValue('plan', plan);
        }}
      />
      <TextField
        id={form.fieldId('email')}
        label="E-mail"
        hint="We send the receipt there."
        error={form.errors.email}
        value={form.values.email}
        onChange={(event) => {
          form.setValue('email', event.target.value);
        }}
      />
      <FormAlert title="Saving failed" error={form.failure} />
      <button type="submit" disabled={form.busy}>
        Save
      </button>
    </form>
  );
}

describe('useForm with the kit fields', () => {
  it('lists every problem in a summary that links to its field, and focuses the first', async () => {
    const user = userEvent.setup();
    const saved: Values[] = [];
    await renderWithProviders(
      <Subject
        onSave={(values) => {
          saved.push(values);
          return Promise.resolve(null);
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Plan: Choose a plan.',
      'E-mail: Enter an e-mail address.',
    ]);
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveFocus();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'We send the receipt there. Enter an e-mail address.',
    );
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription(
      'Choose a plan.',
    );
    await user.click(screen.getByRole('link', { name: 'E-mail: Enter an e-mail address.' }));
    expect(email).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('clears the summary once the values pass', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Subject onSave={() => Promise.resolve(null)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.type(screen.getByLabelText('E-mail'), 'wang@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('ignores a second submit while the first runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    let calls = 0;
    await renderWithProviders(
      <Subject
        onSave={() => {
          calls += 1;
          return new Promise((resolve) => {
            release = () => {
              resolve(null);
            };
          });
        }}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.type(screen.getByLabelText('E-mail'), 'wang@example.com');
    const form = screen.getByRole('form', { name: 'Subject' });
    // Two submits in a row (Enter twice), before the first call answers.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls).toBe(1);
    release();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    });
    expect(calls).toBe(1);
  });

  it('keeps what was typed after a failed call and shows the failure once', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Subject onSave={() => Promise.resolve({ message: 'The carrier refused the change' })} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.type(screen.getByLabelText('E-mail'), 'wang@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Saving failed');
    expect(within(alert).getByText('The carrier refused the change')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('wang@example.com');
    expect(screen.getByRole('radio', { name: 'Large' })).toBeChecked();
  });
});
