import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HINET_RESET_REFUSAL_CODES } from '../../api/hinetReset';
import { CaptchaField } from '../../components/form/CaptchaField';
import { CodeStep } from '../../components/form/CodeStep';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useCodeStep } from '../../components/form/useCodeStep';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { useRefusal } from '../../components/useRefusal';
import {
  validateHnNumber,
  validateHnPassword,
  validateMobile,
  validatePid,
  validateRequired,
} from '../../lib/validators';
import {
  useAuthenticateHnMutation,
  useModifyHnPasswordMutation,
  useSendMobileCodeMutation,
  useSetHnPassCodeMutation,
  useVerifyMobileCodeMutation,
} from './hinetResetApi';

const CAPTCHA_CODES: readonly string[] = [
  HINET_RESET_REFUSAL_CODES.captchaWrong,
  HINET_RESET_REFUSAL_CODES.captchaExpired,
];

/** The new HiNet password's field, its rule stated before anything is typed. */
function NewPasswordField(props: ReturnType<ReturnType<typeof useForm>['field']>) {
  const { t } = useTranslation('fixedline');
  return (
    <TextField
      label={t('reset.hnPassword')}
      hint={t('reset.hnPasswordRule')}
      type="password"
      autoComplete="new-password"
      maxLength={16}
      {...props}
    />
  );
}

/** A member's own HiNet line: the person id and the new password (Service/Hinet/ModifyHNPassword). */
export function MemberHnPasswordReset({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('fixedline');
  const message = useValidationMessage();
  const refusal = useRefusal('fixedline');
  const [modify] = useModifyHnPasswordMutation();
  const [done, setDone] = useState(false);
  const form = useForm(
    { pid: '', password: '' },
    { labels: { pid: t('reset.pid'), password: t('reset.hnPassword') } },
  );

  async function submit() {
    setDone(false);
    const pid = validatePid(form.values.pid);
    const password = validateHnPassword(form.values.password);
    if (!form.check({ pid: message(pid), password: message(password) })) return;
    if (!pid.ok || !password.ok) return;
    const result = await modify({ deviceNo, pid: pid.value, newHnPassword: password.value });
    if ('error' in result) {
      form.fail(refusal.of(result.error));
      return;
    }
    form.reset({ pid: '', password: '' });
    setDone(true);
  }

  return (
    <Form
      form={form}
      title={t('reset.hnTitle')}
      onSubmit={submit}
      submitLabel={t('reset.hnSubmit')}
      success={done ? t('reset.hnDone') : null}
    >
      <p>{t('reset.hnIntro', { hnNo: deviceNo })}</p>
      <TextField
        label={t('reset.pid')}
        hint={t('reset.pidHint')}
        autoComplete="off"
        maxLength={15}
        {...form.field('pid')}
      />
      <NewPasswordField {...form.field('password')} />
    </Form>
  );
}

/**
 * A visitor's HiNet account: the mobile on the account is proved with a captcha and an SMS code
 * (MobileToken), the account with its owner's id (AuthenticationHN), then the new password is
 * set by the call for the account's type (HnPassCodeForNormalUser or HNPassCode).
 */
export function VisitorHnPasswordReset() {
  const { t } = useTranslation('fixedline');
  const message = useValidationMessage();
  const refusal = useRefusal('fixedline');
  const captcha = useCaptcha();
  const [sendCode] = useSendMobileCodeMutation();
  const [verifyCode] = useVerifyMobileCodeMutation();
  const [authenticate] = useAuthenticateHnMutation();
  const [setPassCode] = useSetHnPassCodeMutation();
  const [done, setDone] = useState(false);
  const form = useForm(
    { hnNo: '', pid: '', mobile: '', captcha: '', code: '', password: '' },
    {
      labels: {
        hnNo: t('reset.hnNo'),
        pid: t('reset.pid'),
        mobile: t('reset.mobile'),
        captcha: t('common:captcha.label'),
        code: t('reset.code'),
        password: t('reset.hnPassword'),
      },
    },
  );
  const hnNo = validateHnNumber(form.values.hnNo);
  const pid = validatePid(form.values.pid);
  const mobile = validateMobile(form.values.mobile);

  const code = useCodeStep(form, 'code', {
    request: async () => {
      const valid = form.check({
        hnNo: message(hnNo),
        pid: message(pid),
        mobile: message(mobile),
        captcha: message(validateRequired(form.values.captcha)),
      });
      if (!valid || !mobile.ok || !captcha.challenge) return false;
      const sent = await sendCode({
        mobileNo: mobile.value,
        captcha: captcha.challenge.authToken,
        code: form.values.captcha,
      });
      captcha.refresh();
      form.setValue('captcha', '');
      if ('error' in sent) {
        const error = refusal.of(sent.error);
        if (CAPTCHA_CODES.includes(String(error.code))) form.setError('captcha', error.message);
        else form.fail(error);
        return false;
      }
      return true;
    },
  });

  async function submit() {
    setDone(false);
    if (!code.sent) {
      await code.send();
      return;
    }
    const password = validateHnPassword(form.values.password);
    if (!form.check({ code: code.problem(), password: message(password) })) return;
    if (!hnNo.ok || !pid.ok || !mobile.ok || !password.ok) return;
    const proved = await verifyCode({ mobile: mobile.value, otp: code.typed });
    if ('error' in proved) {
      const error = refusal.of(proved.error);
      if (error.code === HINET_RESET_REFUSAL_CODES.mobileCodeWrong) code.refuse(error.message);
      else form.fail(error);
      return;
    }
    const account = { hnNo: hnNo.value, pid: pid.value, mobileToken: proved.data.mobileToken };
    const auth = await authenticate(account);
    const changed =
      'error' in auth
        ? auth
        : await setPassCode({ ...auth.data, hnNo: hnNo.value, newPassword: password.value });
    if ('error' in changed) {
      form.fail(refusal.of(changed.error));
      code.reset();
      return;
    }
    code.reset();
    form.reset({
      hnNo: form.values.hnNo,
      pid: '',
      mobile: '',
      captcha: '',
      code: '',
      password: '',
    });
    setDone(true);
  }

  return (
    <Form
      form={form}
      title={t('reset.hnTitle')}
      onSubmit={submit}
      submitLabel={t(code.sent ? 'reset.hnSubmit' : 'reset.sendCode')}
      success={done ? t('reset.hnDone') : null}
    >
      <p>{t('reset.hnIntroVisitor')}</p>
      <TextField
        label={t('reset.hnNo')}
        hint={t('reset.hnNoHint')}
        autoComplete="username"
        maxLength={10}
        readOnly={code.sent}
        {...form.field('hnNo')}
      />
      <TextField
        label={t('reset.pid')}
        hint={t('reset.pidHint')}
        autoComplete="off"
        maxLength={15}
        readOnly={code.sent}
        {...form.field('pid')}
      />
      <TextField
        label={t('reset.mobile')}
        hint={t('reset.mobileHint')}
        type="tel"
        autoComplete="tel"
        maxLength={10}
        readOnly={code.sent}
        {...form.field('mobile')}
      />
      {code.sent ? (
        <>
          <CodeStep
            step={code}
            label={t('reset.code')}
            notice={t('reset.codeSent', { mobile: form.values.mobile })}
            onResend={code.reset}
          />
          <NewPasswordField {...form.field('password')} />
        </>
      ) : (
        <CaptchaField captcha={captcha} {...form.field('captcha')} />
      )}
    </Form>
  );
}
