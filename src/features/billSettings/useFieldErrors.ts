import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Validation } from '../../lib/validators';

type Values<V> = { [P in keyof V]: V[P] extends Validation<infer T> ? T : never };

/**
 * The messages of a form's fields: `check` runs the validators' results, keeps each failure's
 * message (validation namespace) under its field, focuses the first invalid field and answers
 * the valid values, or null when any field failed.
 */
export function useFieldErrors<K extends string>() {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  function check<V extends Partial<Record<K, Validation<unknown>>>>(results: V): Values<V> | null {
    const next: Partial<Record<K, string>> = {};
    const values: Record<string, unknown> = {};
    for (const [field, result] of Object.entries(results) as [K, Validation<unknown>][]) {
      if (result.ok) values[field] = result.value;
      else next[field] = t(result.error, result.params);
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first === undefined) return values as Values<V>;
    document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    return null;
  }

  /** Sets messages the form finds itself (not from a validator), in its own words. */
  function setFieldErrors(next: Partial<Record<K, string>>) {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first !== undefined) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    }
  }

  return { errors, check, setFieldErrors };
}
