import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { getOtpWithCaptcha, validateCaptcha } from '../../api/otp';
import { Button } from '../../components/Button';
import { validateOtpMobile, validatePid, validateRequired } from '../../lib/validators';
import { selectIdentifier } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { CaptchaField } from './CaptchaField';
import { FormAlert } from './FormAlert';
import { LoginField } from './LoginField';
import { RESEND_SECONDS, SmsCodeForm, type SmsRecipient } from './SmsCodeForm';
import { useCaptcha } from '../../components/useCaptcha';
import type { LoginOutcome } from './useCompleteLogin';
import { useFieldErrors } from './useFieldErrors';

/**
 * SMS login, step one: the mobile number (typed after a fixed 09), the ID number and the captcha
 * (Captcha/Vaild, then SMSAuth/GetOTPWithCaptcha); step two asks for the code (SmsCodeForm).
 */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (login: LoginOutcome) => void }) {
  const { t } = useTranslation('login');
  const identifier = useAppSelector(selectIdentifier);
  const captcha = useCaptcha();
  const [mobile, setMobile] = useState('');
  const [pid, setPid] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [recipient, setRecipient] = useState<SmsRecipient | null>(null);
  const { errors, check, setError } = useFieldErrors<'mobile' | 'pid' | 'captcha'>();

  async function send(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    const values = check({
      mobile: validateOtpMobile(mobile),
      pid: validatePid(pid),
      captcha: validateRequired(captchaCode),
    });
    if (!values || !captcha.challenge) return;
    const { authToken } = captcha.challenge;
    setBusy(true);
    setFailure(null);
    const checked = await validateCaptcha({ token: authToken, code: values.captcha });
    const outcome =
      'error' in checked
        ? checked
        : await getOtpWithCaptcha({
            mobileNo: values.mobile,
            pid: values.pid,
            identifier,
            captcha: authToken,
            code: values.captcha,
          });
    setBusy(false);
    // The challenge is used up either way.
    setCaptchaCode('');
    captcha.refresh();
    if ('error' in checked) {
      setError('captcha', checked.error.message);
      return;
    }
    if ('error' in outcome) {
      setFailure(outcome.error);
      return;
    }
    setRecipient({
      mobile: values.mobile,
      pid: values.pid,
      resendAt: Date.now() + RESEND_SECONDS * 1000,
    });
  }

  if (recipient) {
    return (
      <SmsCodeForm
        recipient={recipient}
        identifier={identifier}
        onResent={setRecipient}
        onChangeNumber={() => {
          setRecipient(null);
          window.setTimeout(() => {
            document.querySelector<HTMLElement>('[data-field="mobile"]')?.focus();
          }, 0);
        }}
        onLoggedIn={onLoggedIn}
      />
    );
  }

  return (
    <form
      className="login-form"
      noValidate
      aria-labelledby="login-sms-title"
      onSubmit={(event) => void send(event)}
    >
      <h2 id="login-sms-title" className="login-form__title">
        {t('sms.title')}
      </h2>
      <FormAlert error={failure} />
      <LoginField
        label={t('sms.mobile')}
        hint={t('sms.mobileHint')}
        error={errors.mobile}
        prefix="09"
        data-field="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      <LoginField
        label={t('sms.pid')}
        hint={t('sms.pidHint')}
        error={errors.pid}
        data-field="pid"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={pid}
        onChange={(event) => setPid(event.target.value)}
      />
      <CaptchaField
        captcha={captcha}
        value={captchaCode}
        onChange={setCaptchaCode}
        error={errors.captcha}
      />
      <Button type="submit" busy={busy} disabled={!captcha.challenge}>
        {busy ? t('sms.sending') : t('sms.send')}
      </Button>
    </form>
  );
}
