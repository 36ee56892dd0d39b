import type { ApiError } from '../../api/http';
import { validateCaptcha } from '../../api/otp';
import { validateRequired } from '../../lib/validators';
import { useCaptcha } from '../useCaptcha';
import { useValidationMessage } from './useForm';

/** The part of a sign-in form (useForm) that holds the captcha code and shows a refusal. */
interface CaptchaForm {
  setValue: (name: 'captcha', value: string) => void;
  setError: (name: 'captcha', message: string | undefined) => void;
  fail: (error: ApiError | null) => void;
}

/**
 * A password sign-in behind the login's captcha, as every sign-in form does it: the password is
 * sent exactly as typed (only an empty one is refused), the code is checked with Captcha/Vaild
 * first, and a refusal keeps what was typed and renews only the used captcha.
 */
export function useCaptchaSignIn(form: CaptchaForm) {
  const captcha = useCaptcha();
  const message = useValidationMessage();

  function renew() {
    form.setValue('captcha', '');
    captcha.refresh();
  }

  return {
    captcha,
    /** The password's and the code's messages, for `form.check`. */
    secretErrors: (values: { password: string; captcha: string }) => ({
      password: message(values.password === '' ? validateRequired(values.password) : null),
      captcha: message(validateRequired(values.captcha)),
    }),
    /** The challenge's token once the code passes; null with the error at the field otherwise. */
    passCaptcha: async (code: string): Promise<string | null> => {
      if (!captcha.challenge) return null;
      const { authToken } = captcha.challenge;
      const checked = await validateCaptcha({ token: authToken, code: code.trim() });
      if (!('error' in checked)) return authToken;
      renew();
      form.setError('captcha', checked.error.message);
      return null;
    },
    /** A refused sign-in: the refusal above the form and a new captcha. */
    refuse: (error: ApiError) => {
      renew();
      form.fail(error);
    },
  };
}
