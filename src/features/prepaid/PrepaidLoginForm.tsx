import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { validatePrepaidCurrentPassword, validatePrepaidPhone } from '../../lib/validators';
import { useAppDispatch } from '../../state/hooks';
import { PrepaidField } from './PrepaidField';
import { logInPrepaid } from './prepaidSession';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

export interface LoggedIn {
  ivrNo: string;
  password: string;
  rememberMe: boolean;
  mustChangePassword: boolean;
}

/** Phone number, 4-digit password and remember me; what was typed stays after a refusal. */
export function PrepaidLoginForm({ onLoggedIn }: { onLoggedIn: (login: LoggedIn) => void }) {
  const { t, i18n } = useTranslation('prepaid');
  const dispatch = useAppDispatch();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const { errors, check } = useFieldErrors<'phone' | 'password'>();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (busy) return;
    const values = check({
      phone: validatePrepaidPhone(phone),
      password: validatePrepaidCurrentPassword(password),
    });
    if (!values) return;
    setBusy(true);
    setFailure(null);
    const outcome = await dispatch(
      logInPrepaid({
        ivrNo: values.phone,
        password: values.password,
        rememberMe,
        language: i18n.language,
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.error);
      return;
    }
    onLoggedIn({
      ivrNo: values.phone,
      password: values.password,
      rememberMe,
      mustChangePassword: outcome.mustChangePassword,
    });
  }

  return (
    <form className="prepaid-form" noValidate onSubmit={(event) => void submit(event)}>
      {failure ? (
        <p className="prepaid-alert" role="alert">
          {failureMessage}
        </p>
      ) : null}
      <PrepaidField
        label={t('login.phone')}
        hint={t('login.phoneHint')}
        error={errors.phone}
        data-field="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <PrepaidField
        label={t('login.password')}
        hint={t('login.passwordHint')}
        error={errors.password}
        data-field="password"
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        maxLength={4}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <label className="prepaid-check">
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <span>{t('login.remember')}</span>
      </label>
      <Button type="submit" busy={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
