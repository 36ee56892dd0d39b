import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTroubleToken } from '../../api/trouble';
import type { TroubleAccess } from '../../api/troubleAccess';
import { troubleSmsCheck, troubleSmsOtp } from '../../api/troubleChecks';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../components/form/CaptchaField';
import { ErrorSummary } from '../../components/form/ErrorSummary';
import { TextField } from '../../components/form/Field';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validateOtpMobile, validateRequired, validateSmsOtp } from '../../lib/validators';
import { TroubleJourney } from './TroubleJourney';
import { lineKindOfNumber } from './visitSlots';
import { Card } from '../../components/Card';

const CAPTCHA_CODES: readonly unknown[] = ['CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'];
const OTP_LENGTH = 6;
/** A new code may be asked a minute after the last (the carrier's limit). */
const RESEND_AFTER_MS = 60_000;

type NoLoginAccess = TroubleAccess & { variant: 'noLogin' };

/** Step 1: the number to report for, and a captcha; nothing is sent without the number. */
function NumberStep({ onOpened }: { onOpened: (access: NoLoginAccess) => void }) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const captcha = useCaptcha();
  const form = useForm(
    { deviceNo: '', captcha: '' },
    { labels: { deviceNo: t('noLogin.deviceNo') } },
  );

  async function submit(values: { deviceNo: string; captcha: string }) {
    const valid = form.check({
      deviceNo: message(validateRequired(values.deviceNo)),
      captcha: message(validateRequired(values.captcha)),
    });
    if (!valid || !captcha.challenge) return;
    const deviceNo = values.deviceNo.trim();
    const outcome = await getTroubleToken(
      { variant: 'noLogin', deviceNo },
      { captcha: captcha.challenge.authToken, code: values.captcha },
    );
    if ('error' in outcome) {
      captcha.refresh();
      form.setValue('captcha', '');
      if (CAPTCHA_CODES.includes(outcome.error.code)) {
        form.setError('captcha', t('noLogin.captchaWrong'));
      } else {
        form.fail(outcome.error);
      }
      return;
    }
    onOpened({ variant: 'noLogin', deviceNo, accessToken: outcome.data.token });
  }

  return (
    <Card
      as="form"
      title={t('noLogin.numberTitle')}
      className="sp-section form"
      onSubmit={form.handleSubmit(submit)}
      noValidate
      stack
    >
      <ErrorSummary items={form.summary} id={form.summaryId} />
      <TextField
        id={form.fieldId('deviceNo')}
        label={t('noLogin.deviceNo')}
        hint={t('noLogin.deviceNoHint')}
        error={form.errors.deviceNo}
        autoComplete="off"
        maxLength={12}
        value={form.values.deviceNo}
        onChange={(event) => {
          form.setValue('deviceNo', event.target.value);
        }}
      />
      <CaptchaField
        id={form.fieldId('captcha')}
        captcha={captcha}
        value={form.values.captcha}
        onChange={(value) => {
          form.setValue('captcha', value);
        }}
        error={form.errors.captcha}
      />
      <FormAlert error={form.failure} />
      <div className="form__actions">
        <Button type="submit" busy={form.busy}>
          {t('noLogin.continue')}
        </Button>
      </div>
    </Card>
  );
}

/** Step 2: an SMS code to the number itself (a mobile) or a contact mobile. */
function SmsStep({
  access,
  onVerified,
}: {
  access: NoLoginAccess;
  onVerified: (mobile: string) => void;
}) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const isMobile = lineKindOfNumber(access.deviceNo) === 'mobile';
  const form = useForm(
    { mobile: isMobile ? access.deviceNo : '', otp: '' },
    { labels: { mobile: t('noLogin.mobile'), otp: t('noLogin.otp') } },
  );
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);

  function send() {
    void form.run(async () => {
      const number = validateOtpMobile(form.values.mobile);
      if (!form.check({ mobile: message(number) }) || !number.ok) return;
      const outcome = await troubleSmsOtp({ mobileNo: number.value }, access);
      if ('error' in outcome) {
        form.fail(outcome.error);
        return;
      }
      setSentTo(number.value);
      setResendAt(Date.now() + RESEND_AFTER_MS);
    });
  }

  async function verify(values: { mobile: string; otp: string }) {
    if (!sentTo) return;
    if (!form.check({ otp: message(validateSmsOtp(values.otp, OTP_LENGTH)) })) return;
    const outcome = await troubleSmsCheck({ mobileNo: sentTo, smsOtp: values.otp }, access);
    if ('error' in outcome) {
      form.setError('otp', t('noLogin.otpWrong'));
      return;
    }
    onVerified(sentTo);
  }

  return (
    <Card
      as="form"
      title={t('noLogin.smsTitle')}
      className="sp-section form"
      onSubmit={
        sentTo
          ? form.handleSubmit(verify)
          : (event) => {
              event.preventDefault();
              send();
            }
      }
      noValidate
      stack
    >
      <p>{t('noLogin.smsLead', { number: access.deviceNo })}</p>
      <ErrorSummary items={form.summary} id={form.summaryId} />
      <TextField
        id={form.fieldId('mobile')}
        label={t('noLogin.mobile')}
        hint={isMobile ? t('noLogin.mobileOwnHint') : t('noLogin.mobileHint')}
        error={form.errors.mobile}
        type="tel"
        autoComplete="tel"
        maxLength={10}
        readOnly={sentTo !== null}
        value={form.values.mobile}
        onChange={(event) => {
          form.setValue('mobile', event.target.value);
        }}
      />
      {sentTo ? (
        <>
          <FormSuccess>{t('noLogin.sent', { number: sentTo })}</FormSuccess>
          <OtpField
            id={form.fieldId('otp')}
            label={t('noLogin.otp')}
            length={OTP_LENGTH}
            value={form.values.otp}
            onChange={(value) => {
              form.setValue('otp', value);
            }}
            error={form.errors.otp}
            resendAt={resendAt}
            onResend={send}
            busy={form.busy}
          />
        </>
      ) : null}
      <FormAlert error={form.failure} />
      <div className="form__actions">
        <Button type="submit" busy={form.busy}>
          {sentTo ? t('noLogin.verify') : t('noLogin.send')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * Reporting without logging in (spec 01 §6): the number and a captcha give the access token,
 * the SMS code proves the number, then the same journey as a member's runs on the no-login path.
 */
export function NoLoginTrouble() {
  const [access, setAccess] = useState<NoLoginAccess | null>(null);
  const [mobile, setMobile] = useState<string | null>(null);

  if (!access) return <NumberStep onOpened={setAccess} />;
  if (!mobile) return <SmsStep access={access} onVerified={setMobile} />;
  return (
    <TroubleJourney
      line={{ access, deviceNo: access.deviceNo }}
      kind={lineKindOfNumber(access.deviceNo)}
      contact={{ name: '', phone: mobile }}
    />
  );
}
