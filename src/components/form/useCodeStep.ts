import { useCallback, useState } from 'react';
import { validateSmsOtp } from '../../lib/validators';
import { useValidationMessage, type Form } from './useForm';

/** Digits of every one-time code the portal asks for (SMS, a call to a landline). */
export const CODE_LENGTH = 6;
/** How long after a code a new one may be asked for (the member site refuses sooner). */
export const RESEND_WAIT_SECONDS = 60;

/** The names of a form's text values: the field that can hold the code. */
export type CodeFieldName<V> = {
  [K in keyof V]: V[K] extends string ? K : never;
}[keyof V] &
  string;

export interface CodeStepOptions {
  /**
   * Asks for a code (validating what it needs first) and resolves true when one went out; it
   * shows its own failure (`form.fail`, `form.setError`).
   */
  request: () => Promise<boolean>;
  /** The code already went out before this step appeared (the wait starts now). */
  sent?: boolean;
}

/** The part of a `useForm` form a code step uses (a form may lend its code fields to a part). */
export type CodeForm<V extends object> = Pick<
  Form<V>,
  'values' | 'errors' | 'busy' | 'setValue' | 'setError' | 'run' | 'fieldId'
>;

export interface CodeStep<V extends object> {
  form: CodeForm<V>;
  field: CodeFieldName<V>;
  /** The code as typed, without spaces: what to send. */
  typed: string;
  /** A code went out and the step shows the code field. */
  sent: boolean;
  /** Epoch ms from which a new code may be asked; null before the first. */
  resendAt: number | null;
  /**
   * Asks for a code now, inside a running submit handler; on success starts the wait and
   * empties the code field. Resolves whether a code went out.
   */
  send: () => Promise<boolean>;
  /** The resend button: `send` under the form's guard. */
  resend: () => void;
  /** The message when the typed code is not CODE_LENGTH digits, else undefined. */
  problem: () => string | undefined;
  /** The carrier refused the code: the message at the field, the values kept, focus there. */
  refuse: (message: string) => void;
  /** Back to "no code sent" (change the number, done). Empties the code. */
  reset: () => void;
}

/** The message of a code that is not CODE_LENGTH digits (for a form that checks it itself). */
export function useCodeProblem(): (code: string) => string | undefined {
  const message = useValidationMessage();
  return useCallback((code) => message(validateSmsOtp(code, CODE_LENGTH)), [message]);
}

/**
 * The state of a "we sent you a code" step in a `useForm` form whose `field` holds the code:
 * send, resend after RESEND_WAIT_SECONDS, check the CODE_LENGTH digits, refuse a wrong code at
 * the field. Render it with `<CodeStep step={…} label={…} />`.
 */
export function useCodeStep<V extends object>(
  form: CodeForm<V>,
  field: CodeFieldName<V>,
  { request, sent: sentBefore = false }: CodeStepOptions,
): CodeStep<V> {
  const [resendAt, setResendAt] = useState<number | null>(() =>
    sentBefore ? Date.now() + RESEND_WAIT_SECONDS * 1000 : null,
  );
  const codeProblem = useCodeProblem();
  const { setValue, setError, run } = form;
  const empty = () => {
    setValue(field, '' as V[typeof field]);
    setError(field, undefined);
  };

  const send = async () => {
    const sent = await request();
    if (sent) {
      setResendAt(Date.now() + RESEND_WAIT_SECONDS * 1000);
      empty();
    }
    return sent;
  };

  return {
    form,
    field,
    typed: String(form.values[field]).replace(/\s/g, ''),
    sent: resendAt !== null,
    resendAt,
    send,
    resend: () => void run(send),
    problem: () => codeProblem(String(form.values[field])),
    refuse: (message) => {
      setError(field, message);
    },
    reset: () => {
      setResendAt(null);
      empty();
    },
  };
}
