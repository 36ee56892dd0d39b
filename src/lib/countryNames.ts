import { FALLBACK_LOCALE } from './format';

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale, FALLBACK_LOCALE], { type: 'region' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

/** A country's name in the interface language from its ISO code ("JP" -> "Japan", "日本"). */
export function formatCountry(code: string, locale: string = FALLBACK_LOCALE): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    return displayNames(locale)?.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
