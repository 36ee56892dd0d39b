import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { asApiError } from '../../state/portalApi';
import { HealthCheckResults } from './HealthCheckResults';
import { useSendHealthCheckOtpMutation, useValidateHealthCheckOtpMutation } from './supportApi';
import '../../components/lineService/lineService.css';
import './support.css';

/** The SMS code to the member's mobile opens the check of the number. */
function OtpGate({ deviceNo, onOpened }: { deviceNo: string; onOpened: () => void }) {
  const { t } = useTranslation('support');
  const [sendOtp] = useSendHealthCheckOtpMutation();
  const [validateOtp] = useValidateHealthCheckOtpMutation();
  const form = useForm({ otp: '' });
  const code = useCodeStep(form, 'otp', {
    request: async () => {
      const outcome = await sendOtp({ deviceNo });
      if ('error' in outcome) form.fail(asApiError(outcome.error));
      return !('error' in outcome);
    },
  });

  async function submit(values: { otp: string }) {
    if (!code.sent) {
      await code.send();
      return;
    }
    if (!form.check({ otp: code.problem() })) return;
    const outcome = await validateOtp({ deviceNo, otp: values.otp.trim() });
    if ('error' in outcome) {
      code.refuse(t('noLogin.otpWrong'));
      return;
    }
    onOpened();
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      title={t('health.otpTitle')}
      className="service-section form"
      stack
      summary={false}
      heading={<p>{t('health.lead')}</p>}
      submitLabel={code.sent ? t('health.run') : t('noLogin.send')}
    >
      {code.sent ? (
        <CodeStep step={code} label={t('noLogin.otp')} notice={t('health.sent')} />
      ) : null}
    </Form>
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
