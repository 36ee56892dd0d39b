import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';

/**
 * A roaming refusal in the interface language: from its code where the portal knows the code
 * (`roaming:refusals.<code>`), in the carrier's words only where it does not.
 */
export function useRefusalText(): (refusal: Pick<ApiError, 'code' | 'message'>) => string {
  const { t, i18n } = useTranslation('roaming');
  return ({ code, message }) => {
    const key = `refusals.${String(code)}`;
    return code !== undefined && i18n.exists(key, { ns: 'roaming' }) ? t(key) : message;
  };
}

/** The same error with its message in the interface language, for `FormAlert`. */
export function useLocalizedError(): (error: ApiError) => ApiError {
  const refusalText = useRefusalText();
  return (error) => ({ ...error, message: refusalText(error) });
}
