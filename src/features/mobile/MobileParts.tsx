import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import type { CaptchaState } from '../../components/useCaptcha';
import type { Device } from '../../state/types';
import './mobile.css';

type TextFieldProps = {
  label: string;
  hint?: string;
  /** The message under the field; marks it invalid. */
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="mb-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="mb-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SelectFieldProps = {
  label: string;
  error?: string;
  children: ReactNode;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

/** A labelled select whose error is announced with it. */
export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="mb-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A failed call: its message, announced. */
export function FormAlert({ error }: { error: ApiError }) {
  const message = useApiErrorMessage(error);
  return (
    <p className="mb-alert" role="alert">
      {message}
    </p>
  );
}

/** The screens here are for mobile numbers; another kind of number is told so. */
export function MobileOnly({ device, children }: { device: Device; children: ReactNode }) {
  const { t } = useTranslation('mobile');
  if (device.deviceType === 'mobile') return children;
  return (
    <div className="notice">
      <p className="state__title">{t('notMobile.title')}</p>
      <p>{t('notMobile.body')}</p>
    </div>
  );
}

/**
 * A modal confirmation: focus moves into it, Escape or Cancel closes it and focus goes back to
 * what opened it. The confirm button is busy while the change runs.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    return () => opener?.focus();
  }, []);

  useEffect(() => {
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape' && !busy) onCancel();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [busy, onCancel]);

  return (
    <div className="mb-dialog-backdrop">
      <div
        ref={dialog}
        className="mb-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        <div className="mb-actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The captcha of a no-login lookup: its picture, a new-picture button and the typed answer. */
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
  const { t } = useTranslation('mobile');
  const failure = useApiErrorMessage(captcha.error ?? { message: '' });
  return (
    <div className="mb-stack mb-captcha">
      <TextField
        label={t('captcha.label')}
        hint={t('captcha.hint')}
        error={error}
        data-field="captcha"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <div className="mb-actions">
        {captcha.challenge && !captcha.loading ? (
          <img
            src={captcha.challenge.captchaImage}
            alt={t('captcha.picture')}
            width={120}
            height={44}
          />
        ) : (
          <span role="status">{captcha.error ? failure : t('captcha.loading')}</span>
        )}
        <Button variant="secondary" onClick={captcha.refresh} disabled={captcha.loading}>
          {t('captcha.refresh')}
        </Button>
      </div>
    </div>
  );
}
