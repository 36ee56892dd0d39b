import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { LoginField } from './LoginField';
import type { CaptchaState } from '../../components/useCaptcha';

interface CaptchaFieldProps {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function CaptchaPicture({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation('login');
  const failure = useApiErrorMessage(captcha.error ?? { message: '' });
  return (
    <span className="login-captcha">
      {captcha.challenge && !captcha.loading ? (
        <img
          className="login-captcha__picture"
          src={captcha.challenge.captchaImage}
          alt={t('captcha.picture')}
          width={120}
          height={44}
        />
      ) : (
        <span className="login-captcha__picture login-captcha__picture--empty" role="status">
          {captcha.error ? (
            failure
          ) : (
            <span className="visually-hidden">{t('captcha.loading')}</span>
          )}
        </span>
      )}
      <button
        type="button"
        className="button button--secondary login-captcha__refresh"
        onClick={captcha.refresh}
        disabled={captcha.loading}
      >
        {captcha.error ? t('captcha.retry') : t('captcha.refresh')}
      </button>
    </span>
  );
}

/** The captcha: its picture, a new-picture button and the field for what it shows. */
export function CaptchaField({ captcha, value, onChange, error }: CaptchaFieldProps) {
  const { t } = useTranslation('login');
  return (
    <LoginField
      label={t('captcha.label')}
      hint={t('captcha.hint')}
      error={error}
      data-field="captcha"
      type="text"
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      after={<CaptchaPicture captcha={captcha} />}
    />
  );
}
