import { useTranslation } from 'react-i18next';
import type { Validation } from '../../lib/validators';

/** The translated message of a failed validation; undefined when the value is fine. */
export function useValidationMessage() {
  const { t } = useTranslation('validation');
  return (result: Validation<unknown>): string | undefined =>
    result.ok ? undefined : t(result.error, result.params);
}
