import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeStep } from '../../../src/components/form/CodeStep';
import { TextField } from '../../../src/components/form/Field';
import { Form } from '../../../src/components/form/Form';
import {
  CODE_LENGTH,
  RESEND_WAIT_SECONDS,
  useCodeStep,
} from '../../../src/components/form/useCodeStep';
import { useForm } from '../../../src/components/form/useForm';
import { renderWithProviders } from '../../support/render';

const RIGHT_CODE = '246810';

/** A number, a code sent to it, and a check of the code; the calls are counted. */
function Subject({ sent }: { sent: string[] }) {
  const form = useForm({ mobile: '', code: '' }, { labels: { mobile: 'Mobile', code: 'Code' } });
  const code = useCodeStep(form, 'code', {
    request: () => {
      sent.push(form.values.mobile);
      return Promise.resolve(true);
    },
  });
  return (
    <Form
      form={form}
      aria-label="Subject"
      submitLabel={code.sent ? 'Confirm' : 'Send code'}
      onSubmit={async () => {
        if (!code.sent) return code.send();
        if (!form.check({ code: code.problem() })) return undefined;
        if (code.typed !== RIGHT_CODE) code.refuse('The code is not right.');
        return undefined;
      }}
    >
      <TextField label="Mobile" readOnly={code.sent} {...form.field('mobile')} />
      {code.sent ? <CodeStep step={code} label="Code" notice="We sent a code." /> : null}
    </Form>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCodeStep and CodeStep', () => {
  it('asks for 6 digits and 60 s', () => {
    expect(CODE_LENGTH).toBe(6);
    expect(RESEND_WAIT_SECONDS).toBe(60);
  });

  it('offers a new code only after the wait, stating the seconds left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null });
    const sent: string[] = [];
    await renderWithProviders(<Subject sent={sent} />);
    await user.type(screen.getByLabelText('Mobile'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a code.');
    expect(sent).toEqual(['0912345678']);
    const waiting = screen.getByRole('button', { name: /^New code in \d+ s$/ });
    expect(waiting).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime((RESEND_WAIT_SECONDS - 5) * 1000);
    });
    expect(screen.getByRole('button', { name: /^New code in [1-5] s$/ })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(6000);
    });
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    await user.click(resend);
    expect(sent).toEqual(['0912345678', '0912345678']);
    expect(await screen.findByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled();
  });

  it('keeps a wrong code and the form, shows the refusal at the field until the code changes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Subject sent={[]} />);
    await user.type(screen.getByLabelText('Mobile'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveAttribute('maxlength', String(CODE_LENGTH));

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription(/Enter the 6-digit verification code\.$/);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(code).toHaveAccessibleDescription(/The code is not right\.$/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(code).toHaveValue('111111');
    expect(screen.getByLabelText('Mobile')).toHaveValue('0912345678');

    await user.type(code, '{Backspace}');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).not.toHaveAccessibleDescription(/not right/);
  });
});
