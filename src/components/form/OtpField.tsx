import { useTranslation } from 'react-i18next';
import { useCountdown } from '../useCountdown';
import { TextField } from './Field';

export interface OtpFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  id?: string;
  /** Digits of the code (6 for SMS codes). */
  length?: number;
  /** Help under the label; defaults to "Enter the N-digit code". */
  hint?: string;
  /** Epoch ms from which a new code may be asked; null hides the countdown. */
  resendAt: number | null;
  /** Asks for a new code; the button waits for the countdown and while `busy`. */
  onResend: () => void;
  busy?: boolean;
}

/** A one-time code field with a resend button that counts down until a new code may be asked. */
export function OtpField({
  label,
  value,
  onChange,
  error,
  id,
  length = 6,
  hint,
  resendAt,
  onResend,
  busy = false,
}: OtpFieldProps) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(resendAt);
  return (
    <div className="otp-field">
      <TextField
        id={id}
        label={label}
        hint={hint ?? t('otp.hint', { length })}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <button
        type="button"
        className="button button--secondary otp-field__resend"
        disabled={busy || secondsLeft > 0}
        onClick={onResend}
      >
        {secondsLeft > 0 ? t('otp.resendIn', { seconds: secondsLeft }) : t('otp.resend')}
      </button>
    </div>
  );
}
