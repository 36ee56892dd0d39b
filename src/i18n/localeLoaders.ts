import type { ResourceKey } from 'i18next';

/**
 * The loader of every locale file. In the entry: a chunk of its own put one more
 * request level before the first locale file.
 */
type Loader = () => Promise<{ default: ResourceKey }>;
const loaders = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

export function loaderFor(language: string, namespace: string): Loader | undefined {
  return loaders[`./locales/${language}/${namespace}.json`];
}
