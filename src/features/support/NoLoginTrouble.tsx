import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { getTroubleToken } from '../../api/trouble';
import type { TroubleAccess } from '../../api/troubleAccess';
import { troubleSmsCheck, troubleSmsOtp } from '../../api/troubleChecks';
import { useCaptcha } from '../../components/useCaptcha';
import { validateOtpMobile, validateRequired, validateSmsOtp } from '../../lib/validators';
import { useSubmitOnce, useSupportErrors } from './formState';
import { CaptchaInput, FormAlert, FormSuccess, TextField } from './SupportFields';
import { TroubleJourney } from './TroubleJourney';
import { lineKindOfNumber } from './visitSlots';

const CAPTCHA_CODES: readonly unknown[] = ['CAPTCHA_WRONG', 'CAPTCHA_EXPIRED'];
const OTP_LENGTH = 6;

type NumberField = 'deviceNo' | 'captcha';

/** Step 1: the number to report for, and a captcha; nothing is sent without the number. */
function NumberStep({ onOpened }: { onOpened: (access: TroubleAccess) => void }) {
  const { t } = useTranslation('support');
  const captcha = useCaptcha();
  const { pending, run } = useSubmitOnce();
  const { errors, check, show } = useSupportErrors<NumberField>();
  const [deviceNo, setDeviceNo] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      if (!check({ deviceNo: validateRequired(deviceNo), captcha: validateRequired(code) })) return;
      if (!captcha.challenge) return;
      const number = deviceNo.trim();
      const outcome = await getTroubleToken(
        { variant: 'noLogin', deviceNo: number },
        { captcha: captcha.challenge.authToken, code },
      );
      if ('error' in outcome) {
        captcha.refresh();
        setCode('');
        if (CAPTCHA_CODES.includes(outcome.error.code)) {
          setFailure(null);
          show({ captcha: t('noLogin.captchaWrong') });
        } else {
          setFailure(outcome.error);
        }
        return;
      }
      onOpened({ variant: 'noLogin', deviceNo: number, accessToken: outcome.data.token });
    });
  }

  return (
    <form
      className="card sp-section sp-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="nl-number"
    >
      <h2 id="nl-number" className="sp-section__title">
        {t('noLogin.numberTitle')}
      </h2>
      <TextField
        label={t('noLogin.deviceNo')}
        hint={t('noLogin.deviceNoHint')}
        error={errors.deviceNo}
        data-field="deviceNo"
        autoComplete="off"
        maxLength={12}
        value={deviceNo}
        onChange={(event) => setDeviceNo(event.target.value)}
      />
      <CaptchaInput captcha={captcha} value={code} onChange={setCode} error={errors.captcha} />
      {failure ? <FormAlert error={failure} /> : null}
      <div className="sp-actions">
        <button type="submit" className="button button--primary" aria-disabled={pending}>
          {t('noLogin.continue')}
        </button>
      </div>
    </form>
  );
}

type SmsField = 'mobile' | 'otp';

/** Step 2: an SMS code to the number itself (a mobile) or a contact mobile. */
function SmsStep({
  access,
  onVerified,
}: {
  access: TroubleAccess & { variant: 'noLogin' };
  onVerified: (mobile: string) => void;
}) {
  const { t } = useTranslation('support');
  const isMobile = lineKindOfNumber(access.deviceNo) === 'mobile';
  const { pending, run } = useSubmitOnce();
  const { errors, check, show } = useSupportErrors<SmsField>();
  const [mobile, setMobile] = useState(isMobile ? access.deviceNo : '');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  function send() {
    void run(async () => {
      const number = validateOtpMobile(mobile);
      if (!check({ mobile: number }) || !number.ok) return;
      const outcome = await troubleSmsOtp({ mobileNo: number.value }, access);
      if ('error' in outcome) {
        setFailure(outcome.error);
        return;
      }
      setFailure(null);
      setSentTo(number.value);
    });
  }

  function verify(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sentTo) {
      send();
      return;
    }
    void run(async () => {
      if (!check({ otp: validateSmsOtp(otp, OTP_LENGTH) })) return;
      const outcome = await troubleSmsCheck({ mobileNo: sentTo, smsOtp: otp }, access);
      if ('error' in outcome) {
        show({ otp: t('noLogin.otpWrong') });
        return;
      }
      onVerified(sentTo);
    });
  }

  return (
    <form className="card sp-section sp-form" onSubmit={verify} noValidate aria-labelledby="nl-sms">
      <h2 id="nl-sms" className="sp-section__title">
        {t('noLogin.smsTitle')}
      </h2>
      <p>{t('noLogin.smsLead', { number: access.deviceNo })}</p>
      <TextField
        label={t('noLogin.mobile')}
        hint={isMobile ? t('noLogin.mobileOwnHint') : t('noLogin.mobileHint')}
        error={errors.mobile}
        data-field="mobile"
        type="tel"
        autoComplete="tel"
        maxLength={10}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      {sentTo ? (
        <>
          <FormSuccess>{t('noLogin.sent', { number: sentTo })}</FormSuccess>
          <TextField
            label={t('noLogin.otp')}
            hint={t('noLogin.otpHint', { length: OTP_LENGTH })}
            error={errors.otp}
            data-field="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
          />
        </>
      ) : null}
      {failure ? <FormAlert error={failure} /> : null}
      <div className="sp-actions">
        {sentTo ? (
          <>
            <button type="submit" className="button button--primary" aria-disabled={pending}>
              {t('noLogin.verify')}
            </button>
            <button type="button" className="button button--secondary" onClick={send}>
              {t('noLogin.resend')}
            </button>
          </>
        ) : (
          <button type="submit" className="button button--primary" aria-disabled={pending}>
            {t('noLogin.send')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Reporting without logging in (spec 01 §6): the number and a captcha give the access token,
 * the SMS code proves the number, then the same journey as a member's runs on the no-login path.
 */
export function NoLoginTrouble() {
  const [access, setAccess] = useState<(TroubleAccess & { variant: 'noLogin' }) | null>(null);
  const [mobile, setMobile] = useState<string | null>(null);

  if (!access)
    return <NumberStep onOpened={(opened) => setAccess(opened as typeof access & object)} />;
  if (!mobile) return <SmsStep access={access} onVerified={setMobile} />;
  return (
    <TroubleJourney
      line={{ access, deviceNo: access.deviceNo }}
      kind={lineKindOfNumber(access.deviceNo)}
      contact={{ name: '', phone: mobile }}
    />
  );
}
