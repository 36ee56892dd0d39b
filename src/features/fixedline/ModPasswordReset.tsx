import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HINET_RESET_REFUSAL_CODES } from '../../api/hinetReset';
import { Button } from '../../components/Button';
import { CodeStep } from '../../components/form/CodeStep';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useRefusal } from '../../components/useRefusal';
import { validateModNumber, validateModPassword, validatePid } from '../../lib/validators';
import {
  useResetModPasswordMutation,
  useSendModCodeMutation,
  useVerifyModMutation,
} from './hinetResetApi';

/**
 * The MOD (IPTV box) password: the box number (and, for a visitor, the owner's id) is checked,
 * a code goes by SMS to the owner's mobile, then the code and the new password reset it. A wrong
 * code keeps the form; the password rule is stated beside the field before anything is typed.
 */
export function ModPasswordReset({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation('fixedline');
  const message = useValidationMessage();
  const refusal = useRefusal('fixedline');
  const [verifyMod] = useVerifyModMutation();
  const [sendCode] = useSendModCodeMutation();
  const [resetPassword] = useResetModPasswordMutation();
  const [sentTo, setSentTo] = useState('');
  const [done, setDone] = useState(false);
  const form = useForm(
    { modNo: '', pid: '', code: '', password: '' },
    {
      labels: {
        modNo: t('reset.modNo'),
        pid: t('reset.pid'),
        code: t('reset.code'),
        password: t('reset.modPassword'),
      },
    },
  );
  const modNo = validateModNumber(form.values.modNo);

  const code = useCodeStep(form, 'code', {
    request: async () => {
      const pid = validatePid(form.values.pid);
      const valid = form.check({
        modNo: message(modNo),
        pid: visitor ? message(pid) : undefined,
      });
      if (!valid || !modNo.ok) return false;
      const deviceno = modNo.value;
      const checked = await verifyMod({ deviceno, pid: visitor && pid.ok ? pid.value : null });
      const sent = 'error' in checked ? checked : await sendCode({ deviceno });
      if ('error' in sent) {
        const error = refusal.of(sent.error);
        if (error.code === HINET_RESET_REFUSAL_CODES.modUnknown)
          form.setError('modNo', error.message);
        else form.fail(error);
        return false;
      }
      setSentTo(sent.data.sentTo);
      return true;
    },
  });

  async function submit() {
    setDone(false);
    if (!code.sent) {
      await code.send();
      return;
    }
    const password = validateModPassword(form.values.password);
    if (!form.check({ code: code.problem(), password: message(password) })) return;
    if (!modNo.ok || !password.ok) return;
    const result = await resetPassword({
      deviceno: modNo.value,
      pw: password.value,
      rno: code.typed,
      type: visitor ? 'nologin' : 'login',
    });
    if ('error' in result) {
      const error = refusal.of(result.error);
      if (error.code === HINET_RESET_REFUSAL_CODES.modCodeWrong) code.refuse(error.message);
      else form.fail(error);
      return;
    }
    code.reset();
    form.reset({ modNo: form.values.modNo, pid: '', code: '', password: '' });
    setDone(true);
  }

  return (
    <Form
      form={form}
      title={t('reset.modTitle')}
      onSubmit={submit}
      submitLabel={t(code.sent ? 'reset.modSubmit' : 'reset.sendCode')}
      success={done ? t('reset.modDone') : null}
      actions={
        code.sent ? (
          <Button variant="secondary" onClick={code.reset}>
            {t('reset.otherModNo')}
          </Button>
        ) : null
      }
    >
      <p>{t(visitor ? 'reset.modIntroVisitor' : 'reset.modIntro')}</p>
      <TextField
        label={t('reset.modNo')}
        hint={t('reset.modNoHint')}
        autoComplete="off"
        maxLength={9}
        readOnly={code.sent}
        {...form.field('modNo')}
      />
      {visitor ? (
        <TextField
          label={t('reset.pid')}
          hint={t('reset.pidHint')}
          autoComplete="off"
          maxLength={15}
          readOnly={code.sent}
          {...form.field('pid')}
        />
      ) : null}
      {code.sent ? (
        <>
          <CodeStep
            step={code}
            label={t('reset.code')}
            notice={t('reset.codeSent', { mobile: sentTo })}
          />
          <TextField
            label={t('reset.modPassword')}
            hint={t('reset.modPasswordRule')}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={8}
            {...form.field('password')}
          />
        </>
      ) : null}
    </Form>
  );
}
