import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_MESSAGES } from '../../api/http';
import { getOtp, verifyOtp } from '../../api/otp';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { maskPhone } from '../../lib/mask';
import { validateSmsOtp } from '../../lib/validators';
import type { LoginOutcome } from './useCompleteLogin';
import { Card } from '../../components/Card';

const OTP_LENGTH = 6;
/** Wait before another code may be asked for (the member site's limit, docs/sandbox.md). */
const RESEND_SECONDS = 60;

/** When another code may be asked for, counted from now. */
export function nextResendAt(): number {
  return Date.now() + RESEND_SECONDS * 1000;
}

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
  const message = useValidationMessage();
  const form = useForm({ code: '' });
  const [resent, setResent] = useState(false);
  const codeId = form.fieldId('code');

  // The step before has gone with its button: the code field takes the focus.
  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);

  async function verify(values: typeof form.values) {
    const code = validateSmsOtp(values.code, OTP_LENGTH);
    if (!form.check({ code: message(code) }) || !code.ok) return;
    const outcome = await verifyOtp({ mobileNo: recipient.mobile, smsOtp: code.value, identifier });
    if ('error' in outcome) {
      form.setError('code', outcome.error.message);
      return;
    }
    if (!outcome.data.token) {
      form.fail({ message: FALLBACK_MESSAGES.BAD_RESPONSE });
      return;
    }
    onLoggedIn({ token: outcome.data.token, loginType: 'sms', memberInfo: null });
  }

  async function resend() {
    setResent(false);
    const outcome = await getOtp({ mobileNo: recipient.mobile, pid: recipient.pid, identifier });
    if ('error' in outcome) {
      form.fail(outcome.error);
      return;
    }
    setResent(true);
    onResent({ ...recipient, resendAt: nextResendAt() });
  }

  const masked = maskPhone(recipient.mobile);
  return (
    <Card
      as="form"
      title={t('sms.codeTitle')}
      className="login-form"
      noValidate
      onSubmit={form.handleSubmit(verify)}
      plain
      stack
    >
      <p className="login-form__status" role="status">
        {resent ? t('sms.resent', { mobile: masked }) : t('sms.sent', { mobile: masked })}
      </p>
      <FormAlert error={form.failure} persistent />
      <OtpField
        id={codeId}
        label={t('sms.code')}
        hint={t('sms.codeHint', { length: OTP_LENGTH })}
        length={OTP_LENGTH}
        error={form.errors.code}
        value={form.values.code}
        onChange={(value) => {
          form.setValue('code', value);
        }}
        resendAt={recipient.resendAt}
        busy={form.busy}
        onResend={() => void form.run(resend)}
      />
      <Button type="submit" busy={form.busy}>
        {form.busy ? t('sms.verifying') : t('sms.verify')}
      </Button>
      <div className="login-form__secondary">
        <Button variant="link" onClick={onChangeNumber}>
          {t('sms.changeNumber')}
        </Button>
      </div>
    </Card>
  );
}
