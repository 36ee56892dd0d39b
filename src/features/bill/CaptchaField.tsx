import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { TextField } from './BillFields';
import type { CaptchaState } from '../../components/useCaptcha';

function CaptchaPicture({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation('bill');
  const failure = useApiErrorMessage(captcha.error ?? { message: '' });
  return (
    <span className="bill-captcha">
      {captcha.challenge && !captcha.loading ? (
        <img
          className="bill-captcha__picture"
          src={captcha.challenge.captchaImage}
          alt={t('pay.captcha.picture')}
          width={120}
          height={44}
        />
      ) : (
        <span className="bill-captcha__picture bill-captcha__picture--empty">
          {captcha.error ? failure : t('pay.captcha.loading')}
        </span>
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={captcha.refresh}
        disabled={captcha.loading}
      >
        {captcha.error ? t('pay.captcha.retry') : t('pay.captcha.refresh')}
      </button>
    </span>
  );
}

/** The captcha: its picture, a new-picture button and the field for what it shows. */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
}: {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('bill');
  return (
    <TextField
      label={t('pay.captcha.label')}
      hint={t('pay.captcha.hint')}
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
