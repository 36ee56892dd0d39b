import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { Validation } from '../../lib/validators';

/** A message per field; undefined (or absent) means the field is fine. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string | undefined>>;

export interface SummaryItem {
  /** The id of the control to focus (`form.fieldId(name)`). */
  id: string;
  label: string | undefined;
  message: string;
}

export interface UseFormOptions<V> {
  /** Names for the error summary ("E-mail: Enter an e-mail address."); the message alone without. */
  labels?: Partial<Record<keyof V & string, string>>;
}

/** The names of the fields a kit field can hold: those with a text, choice or on/off value. */
export type FieldName<V> = {
  [K in keyof V]: V[K] extends string | boolean ? K : never;
}[keyof V] &
  string;

type ChangeSource = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * What `form.field(name)` gives a kit field. A text or choice field (TextField, SelectField,
 * RadioGroup) gets `value` and an `onChange` that takes the new value or the input's change
 * event; an on/off field (CheckboxField) gets `checked`. The kit field wires `aria-invalid` and
 * `aria-describedby` from `id` and `error`.
 */
export type FieldProps<T> = [T] extends [boolean]
  ? {
      id: string;
      error: string | undefined;
      checked: boolean;
      onChange: (checked: boolean) => void;
    }
  : {
      id: string;
      error: string | undefined;
      value: T;
      onChange: (input: T | ChangeSource) => void;
    };

function isChangeEvent(input: unknown): input is ChangeSource {
  return typeof input === 'object' && input !== null && 'target' in input;
}

export interface Form<V extends object> {
  values: V;
  /** Sets one value; its error stays until the next check, so the message doesn't flicker. */
  setValue: <K extends keyof V>(name: K, value: V[K]) => void;
  setValues: (next: Partial<V>) => void;
  errors: FieldErrors<V>;
  /**
   * The one check: sets every field's error at once (absent = fine) and returns true when none
   * is set. On errors it shows the summary and focuses the first invalid field.
   */
  check: (errors: FieldErrors<V>) => boolean;
  /** Marks one field after the fact (e.g. the server refused the code). Focuses it. */
  setError: (name: keyof V & string, message: string | undefined) => void;
  clearErrors: () => void;
  /** The failed call, for FormAlert; cleared when the next submit starts. */
  failure: ApiError | null;
  /** Shows a failed call in FormAlert (null clears it). */
  fail: (error: ApiError | null) => void;
  /** True while a submit handler runs; a second submit meanwhile is ignored. */
  busy: boolean;
  /**
   * An onSubmit handler: prevents the page load, ignores a submit while one runs, clears the
   * last failure, runs `handler` with the values. Values are never cleared by the hook.
   */
  handleSubmit: (
    handler: (values: V) => Promise<unknown> | undefined,
  ) => (event?: SyntheticEvent) => void;
  /** Runs any other action (a resend button) under the same busy guard. */
  run: (action: () => Promise<unknown> | undefined) => Promise<void>;
  /** The stable id of a field's control: pass it as the field's `id`. */
  fieldId: (name: keyof V & string) => string;
  /**
   * Everything a kit field needs for one value, in one spread:
   * `<TextField label={t('phone')} {...form.field('phone')} />`.
   */
  field: <K extends FieldName<V>>(name: K) => FieldProps<V[K]>;
  /**
   * What a `FieldGroup` needs for a value it lays out itself (a set of checkboxes, a table of
   * choices): `<FieldGroup label={…} {...form.group('channels')}>`.
   */
  group: (name: keyof V & string) => { id: string; error: string | undefined };
  /** The id of the error summary. */
  summaryId: string;
  /** What the error summary lists, in the order of the fields in the initial values. */
  summary: SummaryItem[];
  /** Back to the initial values, no errors, no failure. */
  reset: (values?: V) => void;
}

/**
 * The state of a form: values, one error API, the submit guard and the failed call. Render it
 * with `<Form form={form} …>` (summary, alert, actions) and one kit field per value
 * (`{...form.field(name)}`).
 */
export function useForm<V extends object>(
  initialValues: V,
  options: UseFormOptions<V> = {},
): Form<V> {
  const baseId = useId();
  const [values, setAllValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const [order] = useState(() => Object.keys(initialValues) as (keyof V & string)[]);

  const fieldId = useCallback((name: keyof V & string) => `${baseId}-${name}`, [baseId]);

  useEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(focusRequest.id);
    target?.focus();
  }, [focusRequest]);

  const invalidNames = (next: FieldErrors<V>) => order.filter((name) => Boolean(next[name]));

  const check = useCallback(
    (next: FieldErrors<V>) => {
      setErrors(next);
      const invalid = order.filter((name) => Boolean(next[name]));
      const first = invalid[0];
      if (first !== undefined) setFocusRequest({ id: `${baseId}-${first}` });
      return first === undefined;
    },
    [baseId, order],
  );

  const setError = useCallback(
    (name: keyof V & string, message: string | undefined) => {
      setErrors((current) => ({ ...current, [name]: message }));
      if (message) setFocusRequest({ id: `${baseId}-${name}` });
    },
    [baseId],
  );

  const run = useCallback(async (action: () => Promise<unknown> | undefined) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const handleSubmit = useCallback(
    (handler: (values: V) => Promise<unknown> | undefined) => (event?: SyntheticEvent) => {
      event?.preventDefault();
      void run(() => handler(values));
    },
    [run, values],
  );

  const labels: Partial<Record<keyof V & string, string>> = options.labels ?? {};
  const summary: SummaryItem[] = invalidNames(errors).map((name) => ({
    id: fieldId(name),
    label: labels[name],
    message: errors[name] ?? '',
  }));

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setAllValues((current) => ({ ...current, [name]: value }));
  };

  const field = <K extends FieldName<V>>(name: K): FieldProps<V[K]> => {
    const value = values[name];
    const common = { id: fieldId(name), error: errors[name] };
    if (typeof value === 'boolean') {
      const props = {
        ...common,
        checked: value,
        onChange: (checked: boolean) => {
          setValue(name, checked as V[K]);
        },
      };
      return props as unknown as FieldProps<V[K]>;
    }
    const props = {
      ...common,
      value,
      onChange: (input: V[K] | ChangeSource) => {
        setValue(name, (isChangeEvent(input) ? input.target.value : input) as V[K]);
      },
    };
    return props as unknown as FieldProps<V[K]>;
  };

  return {
    values,
    setValue,
    setValues: (next) => {
      setAllValues((current) => ({ ...current, ...next }));
    },
    errors,
    check,
    setError,
    clearErrors: () => {
      setErrors({});
    },
    failure,
    fail: setFailure,
    busy,
    handleSubmit,
    run,
    fieldId,
    field,
    group: (name) => ({ id: fieldId(name), error: errors[name] }),
    summaryId: `${baseId}-summary`,
    summary,
    reset: (next = initialValues) => {
      setAllValues(next);
      setErrors({});
      setFailure(null);
    },
  };
}

/**
 * Turns a lib/validators result into the message under the field (namespace `validation`), or
 * undefined when it passed.
 */
export function useValidationMessage(): (
  result: Validation<unknown> | null | undefined,
) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (result) => (result && !result.ok ? t(result.error, result.params) : undefined),
    [t],
  );
}
