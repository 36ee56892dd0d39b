import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Validation } from '../../lib/validators';

/**
 * The messages of a form's fields: `check` runs every validator, keeps each failure's message
 * under its field and answers the valid values, or null when any field failed.
 */
export function useFieldErrors<K extends string>() {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  function check<V extends Record<K, Validation<unknown>>>(
    results: V,
  ): { [P in keyof V]: V[P] extends Validation<infer T> ? T : never } | null {
    const next: Partial<Record<K, string>> = {};
    const values: Record<string, unknown> = {};
    for (const [field, result] of Object.entries(results) as [K, Validation<unknown>][]) {
      if (result.ok) values[field] = result.value;
      else next[field] = t(result.error, result.params);
    }
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = Object.keys(next)[0];
      if (first) document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return null;
    }
    return values as { [P in keyof V]: V[P] extends Validation<infer T> ? T : never };
  }

  return { errors, check };
}
