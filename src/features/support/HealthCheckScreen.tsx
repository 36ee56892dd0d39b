import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { OtpField } from '../../components/form/OtpField';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { validateSmsOtp } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import { HealthCheckResults } from './HealthCheckResults';
import { useSendHealthCheckOtpMutation, useValidateHealthCheckOtpMutation } from './supportApi';
import { Card } from '../../components/Card';
import './support.css';

const OTP_LENGTH = 6;
const RESEND_AFTER_MS = 60_000;

/** The SMS code to the member's mobile opens the check of the number. */
function OtpGate({ deviceNo, onOpened }: { deviceNo: string; onOpened: () => void }) {
  const { t } = useTranslation('support');
  const message = useValidationMessage();
  const [sendOtp] = useSendHealthCheckOtpMutation();
  const [validateOtp] = useValidateHealthCheckOtpMutation();
  const form = useForm({ otp: '' });
  const [resendAt, setResendAt] = useState<number | null>(null);

  function send() {
    void form.run(async () => {
      const outcome = await sendOtp({ deviceNo });
      if ('error' in outcome) {
        form.fail(asApiError(outcome.error));
        return;
      }
      setResendAt(Date.now() + RESEND_AFTER_MS);
    });
  }

  async function submit(values: { otp: string }) {
    if (!form.check({ otp: message(validateSmsOtp(values.otp, OTP_LENGTH)) })) return;
    const outcome = await validateOtp({ deviceNo, otp: values.otp.trim() });
    if ('error' in outcome) {
      form.setError('otp', t('noLogin.otpWrong'));
      return;
    }
    onOpened();
  }

  const sent = resendAt !== null;
  return (
    <Card
      as="form"
      title={t('health.otpTitle')}
      className="sp-section form"
      onSubmit={
        sent
          ? form.handleSubmit(submit)
          : (event) => {
              event.preventDefault();
              send();
            }
      }
      noValidate
      stack
    >
      <p>{t('health.lead')}</p>
      {sent ? (
        <>
          <FormSuccess>{t('health.sent')}</FormSuccess>
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
          {sent ? t('health.run') : t('noLogin.send')}
        </Button>
      </div>
    </Card>
  );
}

function HealthCheckFlow({ deviceNo }: { deviceNo: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <HealthCheckResults deviceNo={deviceNo} />
  ) : (
    <OtpGate
      deviceNo={deviceNo}
      onOpened={() => {
        setOpen(true);
      }}
    />
  );
}

/** /HealthCheck: line health check of a fixed line or broadband number. */
export default function HealthCheckScreen() {
  const { t } = useTranslation('support');
  return (
    <MemberPageFrame title={t('health.title')} kinds={['fixedline', 'broadband']}>
      {({ device }) => <HealthCheckFlow key={device.deviceNo} deviceNo={device.deviceNo} />}
    </MemberPageFrame>
  );
}
