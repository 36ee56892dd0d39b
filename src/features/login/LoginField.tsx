import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  /** The message shown under the field; marks the field invalid. */
  error?: string;
  /** Fixed text before the input (the 09 of a mobile number). */
  prefix?: string;
  /** Shown after the input, inside the field (a captcha picture and its refresh button). */
  after?: ReactNode;
}

/** A labelled input whose hint and error are announced with it. */
export function LoginField({ label, hint, error, prefix, after, ...input }: LoginFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      {...input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  );
  return (
    <div className="login-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="login-field__hint">
          {hint}
        </span>
      ) : null}
      <div className="login-field__row">
        {prefix ? (
          <span className="login-field__affix">
            <span className="login-field__prefix" aria-hidden="true">
              {prefix}
            </span>
            {control}
          </span>
        ) : (
          control
        )}
        {after}
      </div>
      {error ? (
        <p id={errorId} className="login-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
