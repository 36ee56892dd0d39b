import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm } from '../../components/form/useForm';
import { useRefusal } from '../../components/useRefusal';
import { useCheckHinetOtpMutation, useSendHinetOtpMutation } from './fixedlineApi';

/**
 * The SMS code HiNet usage is behind. The carrier remembers a proved code for the session, so the
 * other usage pages open without asking again; a wrong code keeps the form.
 */
export function HinetOtpGate({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('fixedline');
  const refusal = useRefusal('fixedline');
  const [sendOtp] = useSendHinetOtpMutation();
  const [checkOtp] = useCheckHinetOtpMutation();
  const [sentTo, setSentTo] = useState('');
  const form = useForm({ code: '' }, { labels: { code: t('usage.code') } });
  const code = useCodeStep(form, 'code', {
    request: async () => {
      const result = await sendOtp({ deviceNo });
      if ('error' in result) {
        form.fail(refusal.of(result.error));
        return false;
      }
      setSentTo(result.data.sentTo);
      return true;
    },
  });

  async function submit() {
    if (!code.sent) {
      await code.send();
      return;
    }
    if (!form.check({ code: code.problem() })) return;
    const result = await checkOtp({ deviceNo, otp: code.typed });
    if ('error' in result) code.refuse(refusal.of(result.error).message);
  }

  return (
    <Form
      form={form}
      title={t('usage.codeTitle')}
      onSubmit={submit}
      submitLabel={t(code.sent ? 'usage.verify' : 'usage.sendCode')}
      summary={false}
    >
      <p>{t('usage.codeIntro')}</p>
      {code.sent ? (
        <CodeStep
          step={code}
          label={t('usage.code')}
          notice={t('usage.codeSent', { mobile: sentTo })}
        />
      ) : null}
    </Form>
  );
}
