import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The formatting language: the interface language i18next resolved, for lib/format.ts
 * (`formatDate(value, language)`). The one hook for it; features never read i18n.language.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
