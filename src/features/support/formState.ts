import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateFixedLinePhone,
  validateMobile,
  validateRequired,
  type Validation,
} from '../../lib/validators';

/**
 * Runs a submit once at a time: a second click while the first is under way does nothing, so a
 * double click files one report and makes one booking.
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}

/**
 * The messages under a form's fields. `check` takes each field's validation, keeps the
 * failures' messages (validation namespace), focuses the first invalid field (data-field) and
 * answers whether all passed.
 */
export function useSupportErrors<K extends string>() {
  const { t } = useTranslation('validation');
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const show = useCallback((next: Partial<Record<K, string>>) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first !== undefined) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
    }
    return first === undefined;
  }, []);

  const check = useCallback(
    (results: Partial<Record<K, Validation>>) => {
      const next: Partial<Record<K, string>> = {};
      for (const [field, result] of Object.entries(results) as [K, Validation][]) {
        if (!result.ok) next[field] = t(result.error, result.params);
      }
      return show(next);
    },
    [show, t],
  );

  return { errors, check, show };
}

/** A contact phone: a mobile or a fixed line; `optional` lets a blank one through. */
export function validateContactPhone(input: string, optional = false): Validation {
  const value = input.trim();
  if (value === '') return optional ? { ok: true, value: '' } : validateRequired(value);
  return value.startsWith('09') ? validateMobile(value) : validateFixedLinePhone(value);
}
