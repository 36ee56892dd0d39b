import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../useCaptcha';
import { CaptchaField } from './CaptchaField';
import { TextField } from './Field';
import type { FieldProps } from './useForm';

/** The carrier's pages for an account's forgotten password and, where it has one, sign-up. */
export interface AccountPages {
  forgotPassword: string;
  register?: string;
}

/**
 * The password and the captcha of a sign-in form (with `useCaptchaSignIn`), and the way out for
 * who cannot sign in: "Forgot your password?" and "Create an account" (`accountPages`, from
 * lib/carrierPages).
 */
export function SignInSecretFields({
  password,
  code,
  captcha,
  label,
  hint,
  accountPages,
}: {
  password: FieldProps<string>;
  code: FieldProps<string>;
  captcha: CaptchaState;
  label: string;
  hint?: string;
  accountPages: AccountPages;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...password}
        label={label}
        hint={hint}
        type="password"
        autoComplete="current-password"
      />
      <p className="sign-in-help">
        <a href={accountPages.forgotPassword}>{t('accountHelp.forgotPassword')}</a>
        {accountPages.register ? (
          <a href={accountPages.register}>{t('accountHelp.register')}</a>
        ) : null}
      </p>
      <CaptchaField {...code} captcha={captcha} />
    </>
  );
}
