import { useTranslation } from 'react-i18next';
import { loginGateway } from '../../api/member';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { SignInSecretFields } from '../../components/form/SignInSecretFields';
import { useCaptchaSignIn } from '../../components/form/useCaptchaSignIn';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { MEMBER_ACCOUNT_PAGES } from '../../lib/carrierPages';
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

  const signIn = useCaptchaSignIn(form);
  const { captcha } = signIn;

  async function submit(values: typeof form.values) {
    const valid = form.check({
      account: message(validateRequired(values.account)),
      ...signIn.secretErrors(values),
    });
    if (!valid) return;
    const authToken = await signIn.passCaptcha(values.captcha);
    if (!authToken) return;
    const login = await loginGateway({
      authToken,
      uid: values.account.trim(),
      pw: values.password,
    });
    if ('error' in login) {
      signIn.refuse(login.error);
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
      <SignInSecretFields
        password={form.field('password')}
        code={form.field('captcha')}
        captcha={captcha}
        accountPages={MEMBER_ACCOUNT_PAGES}
        label={t('account.password')}
      />
    </Form>
  );
}
