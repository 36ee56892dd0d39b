import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { CaptchaState } from '../../components/useCaptcha';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';

/*
 * Labelled fields of the support forms, with the hint and the error announced with the field.
 * Stand-ins until the shared form kit (components/form) lands; same props as its Field.
 */

interface FieldShell {
  label: string;
  hint?: string;
  /** The message under the field; marks it invalid. */
  error?: string;
}

function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return { id, describedBy: describedBy || undefined };
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
  after,
}: FieldShell & { id: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="sp-field">
      <label htmlFor={id}>{label}</label>
      <div className="sp-field__row">
        {children}
        {after}
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="sp-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sp-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { after?: ReactNode };

export function TextField({ label, hint, error, after, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame id={ids.id} label={label} hint={hint} error={error} after={after}>
      <input
        id={ids.id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

type TextAreaProps = FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, ...area }: TextAreaProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame id={ids.id} label={label} hint={hint} error={error}>
      <textarea
        id={ids.id}
        rows={3}
        {...area}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

export function SelectField({ label, hint, error, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame id={ids.id} label={label} hint={hint} error={error}>
      <select
        id={ids.id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A failed submit: the carrier's message, announced. */
export function FormAlert({ error }: { error: ApiError }) {
  const message = useApiErrorMessage(error);
  return (
    <p className="sp-alert" role="alert">
      {message}
    </p>
  );
}

/** A change that went through, announced politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className="sp-success" role="status">
      {children}
    </p>
  );
}

/** The captcha: what it shows, typed under its picture, with a new-picture button. */
export function CaptchaInput({
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
  const { t } = useTranslation('support');
  const failure = useApiErrorMessage(captcha.error ?? { message: '' });
  const picture =
    captcha.challenge && !captcha.loading ? (
      <img
        className="sp-captcha"
        src={captcha.challenge.captchaImage}
        alt={t('captcha.picture')}
        width={120}
        height={44}
      />
    ) : (
      <span className="sp-captcha sp-captcha--empty">
        {captcha.error ? failure : t('captcha.loading')}
      </span>
    );
  return (
    <TextField
      label={t('captcha.label')}
      hint={t('captcha.hint')}
      error={error}
      data-field="captcha"
      autoComplete="off"
      spellCheck={false}
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      after={
        <>
          {picture}
          <button
            type="button"
            className="button button--secondary"
            onClick={captcha.refresh}
            disabled={captcha.loading}
          >
            {t('captcha.refresh')}
          </button>
        </>
      }
    />
  );
}
