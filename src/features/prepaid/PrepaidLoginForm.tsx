import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useLanguage } from '../../i18n/useLanguage';
import { validatePrepaidCurrentPassword, validatePrepaidPhone } from '../../lib/validators';
import { useAppDispatch } from '../../state/hooks';
import { logInPrepaid } from './prepaidSession';
import { usePrepaidFailure } from './usePrepaidErrorMessage';

export interface LoggedIn {
  ivrNo: string;
  password: string;
  rememberMe: boolean;
  mustChangePassword: boolean;
}

/** Phone number, 4-digit password and remember me; what was typed stays after a refusal. */
export function PrepaidLoginForm({ onLoggedIn }: { onLoggedIn: (login: LoggedIn) => void }) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const message = useValidationMessage();
  const dispatch = useAppDispatch();
  const form = useForm(
    { phone: '', password: '', rememberMe: false },
    { labels: { phone: t('login.phone'), password: t('login.password') } },
  );
  const failure = usePrepaidFailure(form.failure);

  async function submit(values: typeof form.values) {
    const phone = validatePrepaidPhone(values.phone);
    const password = validatePrepaidCurrentPassword(values.password);
    if (!form.check({ phone: message(phone), password: message(password) })) return;
    if (!phone.ok || !password.ok) return;
    const { rememberMe } = values;
    const outcome = await dispatch(
      logInPrepaid({ ivrNo: phone.value, password: password.value, rememberMe, language }),
    );
    if (!outcome.ok) {
      form.fail(outcome.error);
      return;
    }
    onLoggedIn({
      ivrNo: phone.value,
      password: password.value,
      rememberMe,
      mustChangePassword: outcome.mustChangePassword,
    });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('login.submit')}
      failure={failure}
      className="form prepaid-form"
    >
      <TextField
        {...form.field('phone')}
        label={t('login.phone')}
        hint={t('login.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <TextField
        {...form.field('password')}
        label={t('login.password')}
        hint={t('login.passwordHint')}
        type="password"
        inputMode="numeric"
        autoComplete="current-password"
        maxLength={4}
      />
      <CheckboxField label={t('login.remember')} {...form.field('rememberMe')} />
    </Form>
  );
}
