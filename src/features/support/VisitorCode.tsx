import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { FormSuccess } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import type { Form } from '../../components/form/useForm';
import { useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validateMobile } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';

const RESEND_AFTER_MS = 60_000;

interface VisitorValues {
  mobile: string;
  captcha: string;
  otp: string;
}

/** The part of a booking form (useForm) that holds the visitor's mobile, captcha and code. */
export type VisitorForm = Pick<
  Form<VisitorValues>,
  'values' | 'errors' | 'busy' | 'run' | 'check' | 'setValue' | 'setError' | 'fail' | 'fieldId'
>;

export interface VisitorCodeState {
  form: VisitorForm;
  sendOtp: (args: {
    mobileNo: string;
    captcha: string;
    code: string;
  }) => Promise<{ data: unknown } | { error: unknown }>;
  captchaCodes: readonly unknown[];
}

/**
 * A visitor's mobile, confirmed with the captcha and then the SMS code, inside a booking form
 * (a store visit, a sign-language session): `sendOtp` is the booking's own captcha-guarded call.
 */
export function VisitorCode({ state }: { state: VisitorCodeState }) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const captcha = useCaptcha();
  const { form, sendOtp, captchaCodes } = state;
  const [resendAt, setResendAt] = useState<number | null>(null);

  function send() {
    void form.run(async () => {
      const mobile = validateMobile(form.values.mobile);
      const mobileError = message(mobile);
      const captchaError =
        form.values.captcha.trim() === '' ? message({ ok: false, error: 'required' }) : undefined;
      if (mobileError ?? captchaError) {
        form.check({ mobile: mobileError, captcha: captchaError });
        return;
      }
      if (!mobile.ok || !captcha.challenge) return;
      const outcome = await sendOtp({
        mobileNo: mobile.value,
        captcha: captcha.challenge.authToken,
        code: form.values.captcha,
      });
      if ('error' in outcome) {
        const error = asApiError(outcome.error as ApiError);
        captcha.refresh();
        form.setValue('captcha', '');
        if (captchaCodes.includes(error.code)) form.setError('captcha', t('noLogin.captchaWrong'));
        else form.fail(error);
        return;
      }
      setResendAt(Date.now() + RESEND_AFTER_MS);
    });
  }

  return (
    <fieldset className="sp-fieldset">
      <legend>{t('booking.visitorTitle')}</legend>
      <p>{t('booking.visitorLead')}</p>
      <TextField
        id={form.fieldId('mobile')}
        label={t('noLogin.mobile')}
        error={form.errors.mobile}
        type="tel"
        autoComplete="tel"
        maxLength={10}
        value={form.values.mobile}
        onChange={(event) => {
          form.setValue('mobile', event.target.value);
        }}
      />
      {resendAt === null ? (
        <>
          <CaptchaField
            id={form.fieldId('captcha')}
            captcha={captcha}
            value={form.values.captcha}
            onChange={(value) => {
              form.setValue('captcha', value);
            }}
            error={form.errors.captcha}
          />
          <Button variant="secondary" busy={form.busy} onClick={send}>
            {t('noLogin.send')}
          </Button>
        </>
      ) : (
        <>
          <FormSuccess>{t('noLogin.sent', { number: form.values.mobile })}</FormSuccess>
          <OtpField
            id={form.fieldId('otp')}
            label={t('noLogin.otp')}
            value={form.values.otp}
            onChange={(value) => {
              form.setValue('otp', value);
            }}
            error={form.errors.otp}
            resendAt={resendAt}
            onResend={() => {
              setResendAt(null);
            }}
            busy={form.busy}
          />
        </>
      )}
    </fieldset>
  );
}
