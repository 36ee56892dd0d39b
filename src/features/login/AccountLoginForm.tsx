import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { loginGateway } from '../../api/member';
import { validateCaptcha } from '../../api/otp';
import { Button } from '../../components/Button';
import { validateRequired } from '../../lib/validators';
import { CaptchaField } from './CaptchaField';
import { FormAlert } from './FormAlert';
import { LoginField } from './LoginField';
import { useCaptcha } from '../../components/useCaptcha';
import type { LoginOutcome } from './useCompleteLogin';
import { useFieldErrors } from './useFieldErrors';

/**
 * Carrier member account and password, guarded by a captcha (checked with Captcha/Vaild, then
 * LoginGateway). A refusal keeps the account and password; only the used captcha is renewed.
 */
export function AccountLoginForm({ onLoggedIn }: { onLoggedIn: (login: LoginOutcome) => void }) {
  const { t } = useTranslation('login');
  const captcha = useCaptcha();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const { errors, check, setError } = useFieldErrors<'account' | 'password' | 'captcha'>();

  function renewCaptcha() {
    setCaptchaCode('');
    captcha.refresh();
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    const values = check({
      account: validateRequired(account),
      // A password is sent exactly as typed: only an empty one is refused here.
      password: password === '' ? validateRequired(password) : { ok: true, value: password },
      captcha: validateRequired(captchaCode),
    });
    if (!values || !captcha.challenge) return;
    const { authToken } = captcha.challenge;
    setBusy(true);
    setFailure(null);
    const checked = await validateCaptcha({ token: authToken, code: values.captcha });
    if ('error' in checked) {
      setBusy(false);
      renewCaptcha();
      setError('captcha', checked.error.message);
      return;
    }
    const login = await loginGateway({ authToken, uid: values.account, pw: values.password });
    setBusy(false);
    if ('error' in login) {
      renewCaptcha();
      setFailure(login.error);
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
    <form
      className="login-form"
      noValidate
      aria-labelledby="login-account-title"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="login-account-title" className="login-form__title">
        {t('account.title')}
      </h2>
      <FormAlert error={failure} />
      <LoginField
        label={t('account.account')}
        hint={t('account.accountHint')}
        error={errors.account}
        data-field="account"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
      />
      <LoginField
        label={t('account.password')}
        error={errors.password}
        data-field="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <CaptchaField
        captcha={captcha}
        value={captchaCode}
        onChange={setCaptchaCode}
        error={errors.captcha}
      />
      <Button type="submit" busy={busy} disabled={!captcha.challenge}>
        {busy ? t('account.submitting') : t('account.submit')}
      </Button>
    </form>
  );
}
