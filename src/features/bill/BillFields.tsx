import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { ApiError } from '../../api/http';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** The message under the field; marks it invalid. */
  error?: string;
  /** Shown after the input (a captcha picture and its button). */
  after?: ReactNode;
};

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, hint, error, after, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="bill-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="bill-field__hint">
          {hint}
        </span>
      ) : null}
      <div className="bill-field__control">
        <input
          id={id}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {after}
      </div>
      {error ? (
        <p id={errorId} className="bill-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A failed call: its message (the carrier's, or the portal's translation), announced. */
export function FormAlert({ error, title }: { error: ApiError; title?: string }) {
  const message = useApiErrorMessage(error);
  return (
    <div className="bill-alert" role="alert">
      {title ? <p className="bill-alert__title">{title}</p> : null}
      <p>{message}</p>
    </div>
  );
}
