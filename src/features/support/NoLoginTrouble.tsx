import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTroubleToken } from '../../api/trouble';
import type { TroubleAccess } from '../../api/troubleAccess';
import { troubleSmsCheck, troubleSmsOtp } from '../../api/troubleChecks';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validateOtpMobile, validateRequired } from '../../lib/validators';
import { TroubleJourney } from './TroubleJourney';
import { lineKindOfNumber } from './visitSlots';

const CAPTCHA_CODES: readonly unknown[] = ['CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'];

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
    <Form
      form={form}
      onSubmit={submit}
      title={t('noLogin.numberTitle')}
      className="service-section form"
      stack
      submitLabel={t('noLogin.continue')}
    >
      <TextField
        label={t('noLogin.deviceNo')}
        hint={t('noLogin.deviceNoHint')}
        autoComplete="off"
        maxLength={12}
        {...form.field('deviceNo')}
      />
      <CaptchaField captcha={captcha} {...form.field('captcha')} />
    </Form>
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
  const [sentTo, setSentTo] = useState('');
  const code = useCodeStep(form, 'otp', {
    request: async () => {
      const number = validateOtpMobile(form.values.mobile);
      if (!form.check({ mobile: message(number) }) || !number.ok) return false;
      const outcome = await troubleSmsOtp({ mobileNo: number.value }, access);
      if ('error' in outcome) {
        form.fail(outcome.error);
        return false;
      }
      setSentTo(number.value);
      return true;
    },
  });

  async function submit(values: { mobile: string; otp: string }) {
    if (!code.sent) {
      await code.send();
      return;
    }
    if (!form.check({ otp: code.problem() })) return;
    const outcome = await troubleSmsCheck({ mobileNo: sentTo, smsOtp: values.otp }, access);
    if ('error' in outcome) {
      code.refuse(t('noLogin.otpWrong'));
      return;
    }
    onVerified(sentTo);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      title={t('noLogin.smsTitle')}
      className="service-section form"
      stack
      heading={<p>{t('noLogin.smsLead', { number: access.deviceNo })}</p>}
      submitLabel={code.sent ? t('noLogin.verify') : t('noLogin.send')}
    >
      <TextField
        label={t('noLogin.mobile')}
        hint={isMobile ? t('noLogin.mobileOwnHint') : t('noLogin.mobileHint')}
        type="tel"
        autoComplete="tel"
        maxLength={10}
        readOnly={code.sent}
        {...form.field('mobile')}
      />
      {code.sent ? (
        <CodeStep
          step={code}
          label={t('noLogin.otp')}
          notice={t('noLogin.sent', { number: sentTo })}
        />
      ) : null}
    </Form>
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
