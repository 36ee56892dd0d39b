import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { PREPAID_ERROR_CODES, type PrepaidErrorCode } from '../../api/types/prepaid';

function isPrepaidErrorCode(code: unknown): code is PrepaidErrorCode {
  return PREPAID_ERROR_CODES.some((known) => known === code);
}

/**
 * A prepaid failure worded in the holder's language, for the kit's FormAlert and ErrorState: a
 * refusal the spec names (spec 02 §8) by its code, anything else as the service layer words it.
 * A 401 is the ended session. `usePrepaidWording` gives the same as a function (for a refusal
 * that a callback returns, such as a switch's save).
 */
export function usePrepaidWording(): (error: ApiError) => ApiError {
  const { t } = useTranslation('prepaid');
  return (error) => {
    if (error.status === 401) return { ...error, message: t('errors.SESSION_EXPIRED') };
    if (isPrepaidErrorCode(error.code)) return { ...error, message: t(`errors.${error.code}`) };
    return error;
  };
}

/** `usePrepaidWording` of one failure, or null. */
export function usePrepaidFailure(error: ApiError | null): ApiError | null {
  const word = usePrepaidWording();
  return error ? word(error) : null;
}
