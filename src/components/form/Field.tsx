import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './form.css';

/** What every kit field shows around its control. */
export interface FieldFrameProps {
  /** The visible label (a legend for RadioGroup). */
  label: ReactNode;
  /** Help under the label, announced with the control. */
  hint?: ReactNode;
  /** The message under the field; marks the control invalid. */
  error?: string | undefined;
  /** The control's id; give `form.fieldId(name)` so the error summary can link to it. */
  id?: string;
  /** Extra class on the field's wrapper. */
  className?: string;
}

/**
 * The ids a control is described by: its hint first, then any other note (a character count),
 * then its error (read last).
 */
export function describedBy(
  id: string,
  hint: unknown,
  error: string | undefined,
  note?: string,
): string | undefined {
  const ids = [hint ? `${id}-hint` : '', note ?? '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return ids === '' ? undefined : ids;
}

export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function useControlId(id: string | undefined): string {
  const generated = useId();
  return id ?? generated;
}

export const wrapperClass = (
  base: string,
  className: string | undefined,
  error: string | undefined,
) => [base, error ? `${base}--invalid` : '', className].filter(Boolean).join(' ');

export type TextFieldProps = FieldFrameProps & {
  /** Shown before the input inside its box, e.g. "NT$" or "+886". */
  prefix?: ReactNode;
  /** Shown after the input, e.g. a unit or a show-password button. */
  suffix?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix' | 'className'>;

/** A labelled text, number, e-mail or password input with hint, error and optional slots. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  prefix,
  suffix,
  ...input
}: TextFieldProps) {
  const controlId = useControlId(id);
  const control = (
    <input
      id={controlId}
      {...input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(controlId, hint, error)}
    />
  );
  return (
    <div className={wrapperClass('field', className, error)}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      {prefix !== undefined || suffix !== undefined ? (
        <div className="field__box">
          {prefix !== undefined ? <span className="field__prefix">{prefix}</span> : null}
          {control}
          {suffix !== undefined ? <span className="field__suffix">{suffix}</span> : null}
        </div>
      ) : (
        control
      )}
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}

export interface Choice<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export type SelectFieldProps<T extends string = string> = FieldFrameProps & {
  options: readonly Choice<T>[];
  /** A first, empty option ("Choose…") shown while nothing is chosen. */
  placeholder?: string;
  value: T | '';
  onChange: (value: T) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'value' | 'onChange'>;

/** A labelled native select. */
export function SelectField<T extends string = string>({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  value,
  onChange,
  ...select
}: SelectFieldProps<T>) {
  const controlId = useControlId(id);
  return (
    <div className={wrapperClass('field', className, error)}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      <select
        id={controlId}
        {...select}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, hint, error)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}

export type CheckboxFieldProps = FieldFrameProps & {
  checked: boolean;
  onChange: (checked: boolean) => void;
} & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'className' | 'type' | 'checked' | 'onChange'
  >;

/** One labelled checkbox (an agreement, an opt-in). */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className,
  checked,
  onChange,
  ...input
}: CheckboxFieldProps) {
  const controlId = useControlId(id);
  return (
    <div className={wrapperClass('field field--check', className, error)}>
      <div className="field__check">
        <input
          id={controlId}
          type="checkbox"
          {...input}
          checked={checked}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(controlId, hint, error)}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}

export type RadioGroupProps<T extends string = string> = FieldFrameProps & {
  /** The radios' shared name; the control id when not given. */
  name?: string;
  options: readonly Choice<T>[];
  value: T | '';
  onChange: (value: T) => void;
  /**
   * 'cards' lays the choices out as bordered tiles in a grid (2 columns, 3 from 768 px); 'plans'
   * as full-width tiles on a phone (a `PlanCard` each), side by side from 600 px.
   */
  layout?: 'list' | 'cards' | 'plans';
};

/**
 * A fieldset of radios: the legend names it, its hint and error describe the group. `id` goes
 * on the first radio so that the error summary can move focus into the group.
 */
export function RadioGroup<T extends string = string>({
  label,
  hint,
  error,
  id,
  className,
  name,
  options,
  value,
  onChange,
  layout = 'list',
}: RadioGroupProps<T>) {
  const controlId = useControlId(id);
  return (
    <fieldset
      className={wrapperClass('field field--group', className, error)}
      aria-describedby={describedBy(controlId, hint, error)}
    >
      <legend className="field__label">{label}</legend>
      <div className={`field__choices field__choices--${layout}`}>
        {options.map((option, index) => (
          <label key={option.value} className="field__choice">
            <input
              type="radio"
              id={index === 0 ? controlId : undefined}
              name={name ?? controlId}
              value={option.value}
              disabled={option.disabled}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes id={controlId} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * A fieldset around custom content (a table of checkboxes, a composite input) that carries one
 * error for the whole group. `id` goes on the fieldset; it takes focus from the error summary.
 */
export function FieldGroup({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const controlId = useControlId(id);
  return (
    <fieldset
      id={controlId}
      tabIndex={-1}
      className={wrapperClass('field field--group', className, error)}
      aria-describedby={describedBy(controlId, hint, error)}
    >
      <legend className="field__label">{label}</legend>
      {children}
      <FieldNotes id={controlId} hint={hint} error={error} />
    </fieldset>
  );
}
