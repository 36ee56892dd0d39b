import { useTranslation } from 'react-i18next';
import { FALLBACK_MESSAGES, type ApiError } from '../api/http';

const FALLBACK_KEYS = new Map<string, string>(
  Object.entries(FALLBACK_MESSAGES).map(([code, message]) => [message, code]),
);

/**
 * A failure the portal names itself (network, timeout, unreadable answer...) is translated; a
 * carrier's own message is shown as the carrier wrote it.
 */
export function useApiErrorMessage(error: ApiError): string {
  const { t } = useTranslation('errors');
  const key = FALLBACK_KEYS.get(error.message);
  return key ? t(`transport.${key}`) : error.message;
}
