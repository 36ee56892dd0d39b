import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../useCountdown';
import { TextField } from './Field';
import { FormSuccess } from './FormAlert';
import { CODE_LENGTH, type CodeStep as CodeStepState } from './useCodeStep';
import './form.css';

export interface CodeStepProps<V extends object> {
  step: CodeStepState<V>;
  label: string;
  /** Help under the label; "Enter the 6-digit code" when not given. */
  hint?: string;
  /** Where the code went ("We sent a code to 0912***678"), announced politely. */
  notice?: ReactNode;
  /** Busy from outside the form; the form's own flag always counts. */
  busy?: boolean;
  /** What "send a new code" does when it is not simply `step.resend` (a new captcha first). */
  onResend?: () => void;
}

/**
 * The code field of a `useCodeStep` step and its resend button, which states the seconds left
 * until a new code may be asked. Editing the code takes a refusal's message away.
 */
export function CodeStep<V extends object>({
  step,
  label,
  hint,
  notice,
  busy = false,
  onResend,
}: CodeStepProps<V>) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(step.resendAt);
  const { form, field } = step;
  const error = form.errors[field];
  return (
    <>
      {notice ? <FormSuccess>{notice}</FormSuccess> : null}
      <div className="otp-field">
        <TextField
          id={form.fieldId(field)}
          label={label}
          hint={hint ?? t('otp.hint', { length: CODE_LENGTH })}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={String(form.values[field])}
          onChange={(event) => {
            form.setValue(field, event.target.value as V[typeof field]);
            if (error) form.setError(field, undefined);
          }}
        />
        <button
          type="button"
          className="button button--secondary otp-field__resend"
          disabled={busy || form.busy || secondsLeft > 0}
          onClick={onResend ?? step.resend}
        >
          {secondsLeft > 0 ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
        </button>
      </div>
    </>
  );
}
