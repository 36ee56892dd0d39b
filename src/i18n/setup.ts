import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { loaderFor, requestTextFiles } from './localeLoaders';
import { timeBootPhase } from '../lib/bootPhases';

/** One namespace per domain, one JSON file per language and namespace. */
export const NAMESPACES = [
  'common',
  'errors',
  'titles',
  'validation',
  'bill',
  'billSettings',
  'ebill',
  'usage',
  'shell',
  'announce',
  'login',
  'session',
  'embedded',
  'devices',
  'devtools',
  'prepaid',
  'prepaidPlans',
  'roaming',
  'home',
  'member',
  'mobile',
  'support',
  'campaigns',
  'entertainment',
  'enterprise',
  'content',
  'searchKeywords',
  'help',
  'messages',
  'addons',
  'fixedline',
  'lineService',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The first view's texts: the chrome's and the announcement popup's, which opens on most pages. */
export const BOOT_NAMESPACES: Namespace[] = ['common', 'errors', 'titles', 'shell', 'announce'];

/** Loads namespaces lazily; a language file that is missing or fails to load falls back to zh-TW. */
export const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {
    // Nothing to configure.
  },
  read(language, namespace, callback) {
    const load = async (): Promise<ResourceKey> => {
      const own = loaderFor(language, namespace);
      if (own) {
        try {
          return (await own()).default;
        } catch {
          // fall through to the default language
        }
      }
      const fallback = loaderFor(DEFAULT_LANGUAGE, namespace);
      if (!fallback) throw new Error(`No locale file for namespace ${namespace}`);
      return (await fallback()).default;
    };
    load().then(
      (resources) => {
        timeBootPhase('i18n', () => {
          callback(null, resources);
        });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

export function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export interface I18nOptions {
  language: Language;
  /** Preloaded resources (tests): no lazy loading at all. */
  resources?: Record<string, Record<string, ResourceKey>>;
  instance?: I18n;
}

export async function initI18n({ language, resources, instance }: I18nOptions): Promise<I18n> {
  const i18n = instance ?? i18next.createInstance();
  if (!resources) {
    i18n.use(lazyLocaleBackend);
    // Now rather than when i18next's deferred start runs, which waits behind the start-up tasks.
    requestTextFiles(language, BOOT_NAMESPACES);
  }
  i18n.use(initReactI18next);
  i18n.on('languageChanged', applyDocumentLanguage);
  await i18n.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Every namespace of the first view (the chrome's texts included), loaded before the first
    // render: no first-view text waits for another chunk after it.
    ns: BOOT_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
    ...(resources ? { resources } : {}),
  });
  applyDocumentLanguage(language);
  return i18n;
}
