import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { CodeStep } from '../../components/form/CodeStep';
import { useCodeStep } from '../../components/form/useCodeStep';
import type { Form } from '../../components/form/useForm';
import { useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validateMobile } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';

interface VisitorValues {
  mobile: string;
  captcha: string;
  otp: string;
}

/** The part of a booking form (useForm) that holds the visitor's mobile, captcha and code. */
export type VisitorForm = Pick<
  Form<VisitorValues>,
  | 'values'
  | 'errors'
  | 'busy'
  | 'run'
  | 'check'
  | 'setValue'
  | 'setError'
  | 'fail'
  | 'fieldId'
  | 'field'
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
export function VisitorCode({
  state,
  legend,
  lead,
}: {
  state: VisitorCodeState;
  /** The fieldset's name and lead; a booking's by default. */
  legend?: string;
  lead?: string;
}) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const captcha = useCaptcha();
  const { form, sendOtp, captchaCodes } = state;
  const code = useCodeStep(form, 'otp', {
    request: async () => {
      const mobile = validateMobile(form.values.mobile);
      const mobileError = message(mobile);
      const captchaError =
        form.values.captcha.trim() === '' ? message({ ok: false, error: 'required' }) : undefined;
      if (mobileError ?? captchaError) {
        form.check({ mobile: mobileError, captcha: captchaError });
        return false;
      }
      if (!mobile.ok || !captcha.challenge) return false;
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
        return false;
      }
      // The captcha and the mobile were right after all: their earlier messages go.
      form.setError('captcha', undefined);
      form.setError('mobile', undefined);
      return true;
    },
  });

  return (
    <fieldset className="service-fieldset">
      <legend>{legend ?? t('booking.visitorTitle')}</legend>
      <p>{lead ?? t('booking.visitorLead')}</p>
      <TextField
        label={t('noLogin.mobile')}
        type="tel"
        autoComplete="tel"
        maxLength={10}
        {...form.field('mobile')}
      />
      {code.sent ? (
        <CodeStep
          step={code}
          label={t('noLogin.otp')}
          notice={t('noLogin.sent', { number: form.values.mobile })}
          onResend={code.reset}
        />
      ) : (
        <>
          <CaptchaField captcha={captcha} {...form.field('captcha')} />
          <Button variant="secondary" busy={form.busy} onClick={() => void form.run(code.send)}>
            {t('noLogin.send')}
          </Button>
        </>
      )}
    </fieldset>
  );
}
