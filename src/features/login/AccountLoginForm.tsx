import { useTranslation } from 'react-i18next';
import { loginGateway } from '../../api/member';
import { validateCaptcha } from '../../api/otp';
import { CaptchaField } from '../../components/form/CaptchaField';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useCaptcha } from '../../components/useCaptcha';
import { validateRequired } from '../../lib/validators';
import type { LoginOutcome } from './useCompleteLogin';

/**
 * Carrier member account and password, guarded by a captcha (checked with Captcha/Vaild, then
 * LoginGateway). A refusal keeps the account and password; only the used captcha is renewed.
 */
export function AccountLoginForm({ onLoggedIn }: { onLoggedIn: (login: LoginOutcome) => void }) {
  const { t } = useTranslation('login');
  const { t: tCommon } = useTranslation();
  const message = useValidationMessage();
  const captcha = useCaptcha();
  const form = useForm(
    { account: '', password: '', captcha: '' },
    {
      labels: {
        account: t('account.account'),
        password: t('account.password'),
        captcha: tCommon('captcha.label'),
      },
    },
  );

  function renewCaptcha() {
    form.setValue('captcha', '');
    captcha.refresh();
  }

  async function submit(values: typeof form.values) {
    const valid = form.check({
      account: message(validateRequired(values.account)),
      // A password is sent exactly as typed: only an empty one is refused here.
      password: message(values.password === '' ? validateRequired(values.password) : null),
      captcha: message(validateRequired(values.captcha)),
    });
    if (!valid || !captcha.challenge) return;
    const { authToken } = captcha.challenge;
    const checked = await validateCaptcha({ token: authToken, code: values.captcha.trim() });
    if ('error' in checked) {
      renewCaptcha();
      form.setError('captcha', checked.error.message);
      return;
    }
    const login = await loginGateway({
      authToken,
      uid: values.account.trim(),
      pw: values.password,
    });
    if ('error' in login) {
      renewCaptcha();
      form.fail(login.error);
      return;
    }
    onLoggedIn({
      token: login.data.token,
      loginType: 'chtmember',
      memberInfo: login.data.memberInfo ?? null,
      expiresIn: login.data.expiresIn,
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('account.submitting') : t('account.submit')}
      submitDisabled={!captcha.challenge}
      alertAt="top"
      title={t('account.title')}
      className="login-form"
      plain
      stack
    >
      <TextField
        {...form.field('account')}
        label={t('account.account')}
        hint={t('account.accountHint')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...form.field('password')}
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
      />
      <CaptchaField {...form.field('captcha')} captcha={captcha} />
    </Form>
  );
}
