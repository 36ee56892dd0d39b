import type { CaptchaState } from '../useCaptcha';
import { CaptchaField } from './CaptchaField';
import { TextField } from './Field';
import type { FieldProps } from './useForm';

/** The password and the captcha of a sign-in form (with `useCaptchaSignIn`). */
export function SignInSecretFields({
  password,
  code,
  captcha,
  label,
  hint,
}: {
  password: FieldProps<string>;
  code: FieldProps<string>;
  captcha: CaptchaState;
  label: string;
  hint?: string;
}) {
  return (
    <>
      <TextField
        {...password}
        label={label}
        hint={hint}
        type="password"
        autoComplete="current-password"
      />
      <CaptchaField {...code} captcha={captcha} />
    </>
  );
}
