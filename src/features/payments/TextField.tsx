import { useId, type InputHTMLAttributes } from 'react';

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
    <div className="pay-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="pay-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pay-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
