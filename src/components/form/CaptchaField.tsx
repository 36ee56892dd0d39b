import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../useApiErrorMessage';
import type { CaptchaState } from '../useCaptcha';
import { TextField } from './Field';

export interface CaptchaFieldProps {
  /** From `useCaptcha()`. */
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  id?: string;
}

function CaptchaPicture({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  const failure = useApiErrorMessage(captcha.error ?? { message: '' });
  return (
    <span className="captcha">
      {captcha.challenge && !captcha.loading ? (
        <img
          className="captcha__picture"
          src={captcha.challenge.captchaImage}
          alt={t('captcha.picture')}
          width={120}
          height={44}
        />
      ) : (
        <span className="captcha__picture captcha__picture--empty" role="status">
          {captcha.error ? (
            failure
          ) : (
            <span className="visually-hidden">{t('captcha.loading')}</span>
          )}
        </span>
      )}
      <button
        type="button"
        className="button button--secondary captcha__refresh"
        onClick={captcha.refresh}
        disabled={captcha.loading}
      >
        {captcha.error ? t('captcha.retry') : t('captcha.refresh')}
      </button>
    </span>
  );
}

/** The captcha: the field for what the picture shows, the picture and a new-picture button. */
export function CaptchaField({ captcha, value, onChange, error, id }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('captcha.label')}
      hint={t('captcha.hint')}
      error={error}
      type="text"
      inputMode="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      suffix={<CaptchaPicture captcha={captcha} />}
    />
  );
}
