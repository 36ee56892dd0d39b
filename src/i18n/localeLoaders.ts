import type { ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * The loader of every locale file. In the entry: a chunk of its own put one more
 * request level before the first locale file.
 */
type Loader = () => Promise<{ default: ResourceKey }>;
const loaders = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

export function loaderFor(language: string, namespace: string): Loader | undefined {
  return loaders[`./locales/${language}/${namespace}.json`];
}

/**
 * Starts fetching the files of these namespaces in the language and the default one. The modules
 * are cached, so the i18n backend's own import of them later resolves at once.
 */
export function requestTextFiles(language: string, namespaces: readonly string[]): void {
  for (const namespace of namespaces) {
    for (const code of new Set([language, DEFAULT_LANGUAGE])) {
      loaderFor(code, namespace)?.().catch(() => undefined);
    }
  }
}
