import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Validation } from '../../lib/validators';

type Values<V> = { [P in keyof V]: V[P] extends Validation<infer T> ? T : never };

/**
 * The messages of a form's fields: `check` runs the validators, keeps each failure's message
 * under its field, focuses the first failed field and answers the valid values (or null).
 * `setError` puts a carrier's message under one field.
 */
export function useFieldErrors<K extends string>() {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  function check<V extends Record<K, Validation<unknown>>>(results: V): Values<V> | null {
    const next: Partial<Record<K, string>> = {};
    const values: Record<string, unknown> = {};
    for (const [field, result] of Object.entries(results) as [K, Validation<unknown>][]) {
      if (result.ok) values[field] = result.value;
      else next[field] = t(result.error, result.params);
    }
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first !== undefined) {
      focusField(first);
      return null;
    }
    return values as Values<V>;
  }

  function setError(field: K, message: string) {
    setErrors((current) => ({ ...current, [field]: message }));
    focusField(field);
  }

  return { errors, check, setError };
}

function focusField(field: string) {
  document.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
}
