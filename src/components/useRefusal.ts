import type { SerializedError } from '@reduxjs/toolkit';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/http';
import { asApiError } from '../state/portalApi';

type Failure = ApiError | SerializedError;

/** A failed call in the customer's words. */
export interface Refusal {
  /** A hook's error that may be empty (`removing.error`): nothing gives null. */
  (error: Failure | null | undefined): ApiError | null;
  /** The error of a result known to have failed (`'error' in result`): always an ApiError. */
  of: (error: Failure | undefined) => ApiError;
}

/**
 * The one way a screen puts a carrier refusal in the customer's language. The returned function
 * takes a failed call (a service result's `error`, or an RTK Query `error`) and gives it back as
 * an `ApiError` whose message is the portal's text for its code - `<ns>:refusals.<code>` when a
 * namespace is given and has it, else `errors:refusals.<code>` - and the carrier's own message
 * only where no text for the code is known (or there is no code).
 *
 *   const refusal = useRefusal();
 *   if ('error' in result) form.fail(refusal.of(result.error));         // the form's alert
 *   if ('error' in result) code.refuse(refusal.of(result.error).message); // at a field
 *   <FormAlert error={refusal(removing.error)} />                       // null while none
 *
 * Codes shared by several screens go in errors.json (`refusals`); a feature's own codes may go in
 * its namespace (`useRefusal('roaming')`). Transport failures keep their fixed message, which
 * FormAlert and ErrorState translate.
 */
export function useRefusal(ns?: string): Refusal {
  const { t, i18n } = useTranslation(ns ?? 'errors');
  const translate = useCallback(
    (error: Failure | undefined): ApiError => {
      const failure = asApiError(error);
      if (failure.code === undefined || failure.code === '') return failure;
      const keys = [
        ...(ns ? [`${ns}:refusals.${String(failure.code)}`] : []),
        `errors:refusals.${String(failure.code)}`,
      ];
      const key = keys.find((candidate) => i18n.exists(candidate));
      return key ? { ...failure, message: t(key) } : failure;
    },
    [i18n, ns, t],
  );
  return useMemo(
    () =>
      Object.assign((error: Failure | null | undefined) => (error ? translate(error) : null), {
        of: translate,
      }),
    [translate],
  );
}
