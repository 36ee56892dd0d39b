import { useTranslation } from 'react-i18next';

/** The interface language, for number and date formatting. */
export function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** `YYYYMM` as the language writes a month ("March 2026", "2026年3月"). */
export function formatBillingMonth(month: string, language: string): string {
  const match = /^(\d{4})(\d{2})$/.exec(month);
  if (!match) return month;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
