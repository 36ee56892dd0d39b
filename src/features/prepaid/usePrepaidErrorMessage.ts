import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { PREPAID_ERROR_CODES, type PrepaidErrorCode } from '../../api/types/prepaid';

function isPrepaidErrorCode(code: unknown): code is PrepaidErrorCode {
  return PREPAID_ERROR_CODES.some((known) => known === code);
}

/**
 * A prepaid failure worded in the holder's language, for the kit's FormAlert and ErrorState: a
 * refusal the spec names (spec 02 §8) by its code, anything else as the service layer words it.
 * A 401 is the ended session.
 */
export function usePrepaidFailure(error: ApiError | null): ApiError | null {
  const { t } = useTranslation('prepaid');
  if (!error) return null;
  if (error.status === 401) return { ...error, message: t('errors.SESSION_EXPIRED') };
  if (isPrepaidErrorCode(error.code)) return { ...error, message: t(`errors.${error.code}`) };
  return error;
}
