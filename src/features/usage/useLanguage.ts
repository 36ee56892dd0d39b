import { useTranslation } from 'react-i18next';

/** The interface language, for number and date formatting. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
