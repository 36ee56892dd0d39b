import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOtpWithCaptcha, validateCaptcha } from '../../api/otp';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validateOtpMobile, validatePid, validateRequired } from '../../lib/validators';
import { selectIdentifier } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { SmsCodeForm, type SmsRecipient } from './SmsCodeForm';
import type { LoginOutcome } from './useCompleteLogin';

/**
 * SMS login, step one: the mobile number (typed after a fixed 09), the ID number and the captcha
 * (Captcha/Vaild, then SMSAuth/GetOTPWithCaptcha); step two asks for the code (SmsCodeForm).
 */
export function SmsLoginForm({ onLoggedIn }: { onLoggedIn: (login: LoginOutcome) => void }) {
  const { t } = useTranslation('login');
  const { t: tCommon } = useTranslation();
  const message = useValidationMessage();
  const identifier = useAppSelector(selectIdentifier);
  const captcha = useCaptcha();
  const [recipient, setRecipient] = useState<SmsRecipient | null>(null);
  const form = useForm(
    { mobile: '', pid: '', captcha: '' },
    { labels: { mobile: t('sms.mobile'), pid: t('sms.pid'), captcha: tCommon('captcha.label') } },
  );

  async function send(values: typeof form.values) {
    const mobile = validateOtpMobile(values.mobile);
    const pid = validatePid(values.pid);
    const code = validateRequired(values.captcha);
    const valid = form.check({
      mobile: message(mobile),
      pid: message(pid),
      captcha: message(code),
    });
    if (!valid || !mobile.ok || !pid.ok || !code.ok || !captcha.challenge) return;
    const { authToken } = captcha.challenge;
    const checked = await validateCaptcha({ token: authToken, code: code.value });
    const outcome =
      'error' in checked
        ? checked
        : await getOtpWithCaptcha({
            mobileNo: mobile.value,
            pid: pid.value,
            identifier,
            captcha: authToken,
            code: code.value,
          });
    // The challenge is used up either way.
    form.setValue('captcha', '');
    captcha.refresh();
    if ('error' in checked) {
      form.setError('captcha', checked.error.message);
      return;
    }
    if ('error' in outcome) {
      form.fail(outcome.error);
      return;
    }
    setRecipient({ mobile: mobile.value, pid: pid.value });
  }

  if (recipient) {
    return (
      <SmsCodeForm
        recipient={recipient}
        identifier={identifier}
        onChangeNumber={() => {
          setRecipient(null);
          window.setTimeout(() => {
            document.getElementById(form.fieldId('mobile'))?.focus();
          }, 0);
        }}
        onLoggedIn={onLoggedIn}
      />
    );
  }

  return (
    <Form
      form={form}
      onSubmit={send}
      title={t('sms.title')}
      className="login-form"
      plain
      stack
      alertAt="top"
      submitLabel={form.busy ? t('sms.sending') : t('sms.send')}
      submitDisabled={!captcha.challenge}
      actionsClassName="login-form__actions"
    >
      <TextField
        label={t('sms.mobile')}
        hint={t('sms.mobileHint')}
        prefix="09"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        {...form.field('mobile')}
      />
      <TextField
        label={t('sms.pid')}
        hint={t('sms.pidHint')}
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.field('pid')}
      />
      <CaptchaField captcha={captcha} {...form.field('captcha')} />
    </Form>
  );
}
