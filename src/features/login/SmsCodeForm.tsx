import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_MESSAGES } from '../../api/http';
import { getOtp, verifyOtp } from '../../api/otp';
import { Button } from '../../components/Button';
import { CodeStep } from '../../components/form/CodeStep';
import { Form } from '../../components/form/Form';
import { CODE_LENGTH, useCodeStep } from '../../components/form/useCodeStep';
import { useForm } from '../../components/form/useForm';
import { maskPhone } from '../../lib/mask';
import type { LoginOutcome } from './useCompleteLogin';

export interface SmsRecipient {
  mobile: string;
  pid: string;
}

interface SmsCodeFormProps {
  recipient: SmsRecipient;
  identifier: string;
  onChangeNumber: () => void;
  onLoggedIn: (login: LoginOutcome) => void;
}

/**
 * SMS login, step two: the code (SMSAuth/VerifyOTP), and a new code after the wait (GetOTP).
 * It appears as the first code goes out, so the wait starts with it.
 */
export function SmsCodeForm({
  recipient,
  identifier,
  onChangeNumber,
  onLoggedIn,
}: SmsCodeFormProps) {
  const { t } = useTranslation('login');
  const form = useForm({ code: '' });
  const [resent, setResent] = useState(false);
  const code = useCodeStep(form, 'code', {
    sent: true,
    request: async () => {
      setResent(false);
      const outcome = await getOtp({ mobileNo: recipient.mobile, pid: recipient.pid, identifier });
      if ('error' in outcome) {
        form.fail(outcome.error);
        return false;
      }
      setResent(true);
      return true;
    },
  });
  const codeId = form.fieldId('code');

  // The step before has gone with its button: the code field takes the focus.
  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);

  async function verify() {
    if (!form.check({ code: code.problem() })) return;
    const outcome = await verifyOtp({ mobileNo: recipient.mobile, smsOtp: code.typed, identifier });
    if ('error' in outcome) {
      code.refuse(outcome.error.message);
      return;
    }
    if (!outcome.data.token) {
      form.fail({ message: FALLBACK_MESSAGES.BAD_RESPONSE });
      return;
    }
    onLoggedIn({ token: outcome.data.token, loginType: 'sms', memberInfo: null });
  }

  const masked = maskPhone(recipient.mobile);
  return (
    <Form
      form={form}
      onSubmit={verify}
      title={t('sms.codeTitle')}
      className="login-form"
      plain
      stack
      summary={false}
      alertAt="top"
      heading={
        <p className="login-form__status" role="status">
          {resent ? t('sms.resent', { mobile: masked }) : t('sms.sent', { mobile: masked })}
        </p>
      }
      submitLabel={form.busy ? t('sms.verifying') : t('sms.verify')}
      actionsClassName="login-form__actions"
      actions={
        <div className="login-form__secondary">
          <Button variant="link" onClick={onChangeNumber}>
            {t('sms.changeNumber')}
          </Button>
        </div>
      }
    >
      <CodeStep
        step={code}
        label={t('sms.code')}
        hint={t('sms.codeHint', { length: CODE_LENGTH })}
      />
    </Form>
  );
}
