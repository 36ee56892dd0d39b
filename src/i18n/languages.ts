/** The portal's five interface languages, zh-TW first (design §4). */
export const LANGUAGES = ['zh-TW', 'en', 'id', 'th', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-TW';

/** Each language's own name, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-TW': '繁體中文',
  en: 'English',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

/** A short mark of each language for the compact picker (shown beside its full name's control). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = {
  'zh-TW': '中文',
  en: 'EN',
  id: 'ID',
  th: 'ไทย',
  vi: 'VI',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps the carrier apps' language codes ("zh", "en-US", "in", "th_TH") to a portal language. */
export function toLanguage(value: string | undefined | null): Language {
  if (!value) return DEFAULT_LANGUAGE;
  const code = value.trim().toLowerCase().replace('_', '-');
  if (code.startsWith('zh')) return 'zh-TW';
  if (code.startsWith('en')) return 'en';
  if (code.startsWith('id') || code.startsWith('in')) return 'id';
  if (code.startsWith('th')) return 'th';
  if (code.startsWith('vi')) return 'vi';
  return DEFAULT_LANGUAGE;
}
