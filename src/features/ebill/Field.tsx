import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';

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
  ids,
}: Omit<FieldShell, 'label'> & { ids: ReturnType<typeof useFieldIds> }) {
  return (
    <>
      {hint ? (
        <span id={ids.hintId} className="eb-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="eb-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = FieldShell &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, hint, error, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="eb-field">
      <label htmlFor={ids.id}>{label}</label>
      <input
        id={ids.id}
        ref={ref}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <Messages hint={hint} error={error} ids={ids} />
    </div>
  );
}

type SelectFieldProps = FieldShell &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
    children: ReactNode;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled select whose hint and error are announced with it. */
export function SelectField({ label, hint, error, children, ref, ...select }: SelectFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <div className="eb-field">
      <label htmlFor={ids.id}>{label}</label>
      <select
        id={ids.id}
        ref={ref}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {children}
      </select>
      <Messages hint={hint} error={error} ids={ids} />
    </div>
  );
}
