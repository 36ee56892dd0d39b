import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { PREPAID_ERROR_CODES, type PrepaidErrorCode } from '../../api/types/prepaid';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';

export function isPrepaidErrorCode(code: unknown): code is PrepaidErrorCode {
  return PREPAID_ERROR_CODES.some((known) => known === code);
}

/**
 * The message of a prepaid failure in the holder's language: a refusal the spec names (spec 02
 * §8) by its code, anything else as the service layer words it. A 401 is the ended session.
 */
export function usePrepaidErrorMessage(error: ApiError | null): string {
  const { t } = useTranslation('prepaid');
  const fallback = useApiErrorMessage(error ?? { message: '' });
  if (!error) return '';
  if (error.status === 401) return t('errors.SESSION_EXPIRED');
  if (isPrepaidErrorCode(error.code)) return t(`errors.${error.code}`);
  return fallback;
}
