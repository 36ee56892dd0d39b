import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { validateSmsOtp } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { useSubmitOnce, useSupportErrors } from './formState';
import { HealthCheckResults } from './HealthCheckResults';
import { useSendHealthCheckOtpMutation, useValidateHealthCheckOtpMutation } from './supportApi';
import { FormAlert, FormSuccess, TextField } from './SupportFields';
import './support.css';

const OTP_LENGTH = 6;

/** The SMS code to the member's mobile opens the check of the number. */
function OtpGate({ deviceNo, onOpened }: { deviceNo: string; onOpened: () => void }) {
  const { t } = useTranslation('support');
  const [sendOtp] = useSendHealthCheckOtpMutation();
  const [validateOtp] = useValidateHealthCheckOtpMutation();
  const { pending, run } = useSubmitOnce();
  const { errors, check, show } = useSupportErrors<'otp'>();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);

  function send() {
    void run(async () => {
      const outcome = await sendOtp({ deviceNo });
      if ('error' in outcome) {
        setFailure(asApiError(outcome.error));
        return;
      }
      setFailure(null);
      setSent(true);
    });
  }

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sent) {
      send();
      return;
    }
    void run(async () => {
      if (!check({ otp: validateSmsOtp(otp, OTP_LENGTH) })) return;
      const outcome = await validateOtp({ deviceNo, otp: otp.trim() });
      if ('error' in outcome) {
        show({ otp: t('noLogin.otpWrong') });
        return;
      }
      onOpened();
    });
  }

  return (
    <form className="card sp-section sp-form" onSubmit={submit} noValidate aria-labelledby="hc-otp">
      <h2 id="hc-otp" className="sp-section__title">
        {t('health.otpTitle')}
      </h2>
      <p>{t('health.lead')}</p>
      {sent ? (
        <>
          <FormSuccess>{t('health.sent')}</FormSuccess>
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
        <button type="submit" className="button button--primary" aria-disabled={pending}>
          {sent ? t('health.run') : t('noLogin.send')}
        </button>
        {sent ? (
          <button type="button" className="button button--secondary" onClick={send}>
            {t('noLogin.resend')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function HealthCheckFlow({ deviceNo }: { deviceNo: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <HealthCheckResults deviceNo={deviceNo} />
  ) : (
    <OtpGate deviceNo={deviceNo} onOpened={() => setOpen(true)} />
  );
}

/** /HealthCheck: line health check of a fixed line or broadband number. */
export default function HealthCheckScreen() {
  const { t } = useTranslation('support');
  return (
    <MemberPageFrame title={t('health.title')} ns="support">
      {({ device }) =>
        device.deviceType === 'fixedline' || device.deviceType === 'broadband' ? (
          <HealthCheckFlow key={device.deviceNo} deviceNo={device.deviceNo} />
        ) : (
          <div className="notice">
            <p className="state__title">{t('health.wrongKindTitle')}</p>
            <p>{t('health.wrongKindBody')}</p>
          </div>
        )
      }
    </MemberPageFrame>
  );
}
