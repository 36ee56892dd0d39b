import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldShell {
  label: string;
  hint?: string;
  /** The message under the field; marks it invalid. */
  error?: string;
}

function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

function Messages({
  hint,
  error,
  hintId,
  errorId,
}: FieldShell & { hintId: string; errorId: string }) {
  return (
    <>
      {hint ? (
        <span id={hintId} className="bs-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={errorId} className="bs-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="bs-field">
      <label htmlFor={ids.id}>{label}</label>
      <input
        id={ids.id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <Messages hint={hint} error={error} label={label} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}

type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

/** A labelled select whose hint and error are announced with it. */
export function SelectField({ label, hint, error, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="bs-field">
      <label htmlFor={ids.id}>{label}</label>
      <select
        id={ids.id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {children}
      </select>
      <Messages hint={hint} error={error} label={label} hintId={ids.hintId} errorId={ids.errorId} />
    </div>
  );
}
