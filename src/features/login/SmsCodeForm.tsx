import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_MESSAGES, type ApiError } from '../../api/http';
import { getOtp, verifyOtp } from '../../api/otp';
import { Button } from '../../components/Button';
import { maskPhone } from '../../lib/mask';
import { validateSmsOtp } from '../../lib/validators';
import { FormAlert } from './FormAlert';
import { LoginField } from './LoginField';
import type { LoginOutcome } from './useCompleteLogin';
import { useCountdown } from '../../components/useCountdown';
import { useFieldErrors } from './useFieldErrors';

export const OTP_LENGTH = 6;
/** Wait before another code may be asked for (the member site's limit, docs/sandbox.md). */
export const RESEND_SECONDS = 60;

export interface SmsRecipient {
  mobile: string;
  pid: string;
  /** Epoch ms from which another code may be asked for. */
  resendAt: number;
}

interface SmsCodeFormProps {
  recipient: SmsRecipient;
  identifier: string;
  onResent: (recipient: SmsRecipient) => void;
  onChangeNumber: () => void;
  onLoggedIn: (login: LoginOutcome) => void;
}

/** SMS login, step two: the code (SMSAuth/VerifyOTP), and a new code after the wait (GetOTP). */
export function SmsCodeForm({
  recipient,
  identifier,
  onResent,
  onChangeNumber,
  onLoggedIn,
}: SmsCodeFormProps) {
  const { t } = useTranslation('login');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [resent, setResent] = useState(false);
  const { errors, check, setError } = useFieldErrors<'code'>();
  const secondsLeft = useCountdown(recipient.resendAt);

  // The step before has gone with its button: the code field takes the focus.
  useEffect(() => {
    document.querySelector<HTMLElement>('[data-field="code"]')?.focus();
  }, []);

  async function verify(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    const values = check({ code: validateSmsOtp(code, OTP_LENGTH) });
    if (!values) return;
    setBusy(true);
    setFailure(null);
    const outcome = await verifyOtp({
      mobileNo: recipient.mobile,
      smsOtp: values.code,
      identifier,
    });
    setBusy(false);
    if ('error' in outcome) {
      setError('code', outcome.error.message);
      return;
    }
    if (!outcome.data.token) {
      setFailure({ message: FALLBACK_MESSAGES.BAD_RESPONSE });
      return;
    }
    onLoggedIn({ token: outcome.data.token, loginType: 'sms', memberInfo: null });
  }

  async function resend() {
    if (resending || secondsLeft > 0) return;
    setResending(true);
    setFailure(null);
    setResent(false);
    const outcome = await getOtp({ mobileNo: recipient.mobile, pid: recipient.pid, identifier });
    setResending(false);
    if ('error' in outcome) {
      setFailure(outcome.error);
      return;
    }
    setResent(true);
    onResent({ ...recipient, resendAt: Date.now() + RESEND_SECONDS * 1000 });
  }

  const masked = maskPhone(recipient.mobile);
  return (
    <form
      className="login-form"
      noValidate
      aria-labelledby="login-code-title"
      onSubmit={(event) => void verify(event)}
    >
      <h2 id="login-code-title" className="login-form__title">
        {t('sms.codeTitle')}
      </h2>
      <p className="login-form__status" role="status">
        {resent ? t('sms.resent', { mobile: masked }) : t('sms.sent', { mobile: masked })}
      </p>
      <FormAlert error={failure} />
      <LoginField
        label={t('sms.code')}
        hint={t('sms.codeHint', { length: OTP_LENGTH })}
        error={errors.code}
        data-field="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH + 2}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {busy ? t('sms.verifying') : t('sms.verify')}
      </Button>
      <div className="login-form__secondary">
        <Button
          variant="secondary"
          busy={resending}
          disabled={secondsLeft > 0}
          onClick={() => void resend()}
        >
          {secondsLeft > 0 ? t('sms.resendIn', { seconds: secondsLeft }) : t('sms.resend')}
        </Button>
        <Button variant="link" onClick={onChangeNumber}>
          {t('sms.changeNumber')}
        </Button>
      </div>
    </form>
  );
}
