import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldNotes, useControlId, wrapperClass, type FieldFrameProps } from './Field';

/** How close to the limit the count starts to be announced as it changes. */
const COUNT_ANNOUNCED_WITHIN = 20;

export type TextAreaFieldProps = FieldFrameProps & {
  value: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'value'>;

/**
 * A labelled multi-line text for free text (a fault description, a message). With `maxLength`
 * it shows how many characters are used ("37 of 200 characters"): read with the field, and
 * announced as it changes once fewer than 20 are left.
 */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  value,
  maxLength,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const { t } = useTranslation();
  const controlId = useControlId(id);
  const countId = `${controlId}-count`;
  const counted = maxLength !== undefined;
  return (
    <div className={wrapperClass('field', className, error)}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      <textarea
        id={controlId}
        rows={rows}
        {...textarea}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(controlId, hint, error, counted ? countId : undefined)}
      />
      {counted ? (
        <span
          id={countId}
          className="field__count"
          aria-live={maxLength - value.length < COUNT_ANNOUNCED_WITHIN ? 'polite' : 'off'}
        >
          {t('field.characterCount', { used: value.length, max: maxLength })}
        </span>
      ) : null}
      <FieldNotes id={controlId} hint={hint} error={error} />
    </div>
  );
}
