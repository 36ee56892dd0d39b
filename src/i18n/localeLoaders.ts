import type { ResourceKey } from 'i18next';

/**
 * The loader of every locale file. Its own chunk: the table of ~85 files stays out of the
 * render-critical bundle (it is fetched with the first locale file).
 */
type Loader = () => Promise<{ default: ResourceKey }>;
const loaders = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

export function loaderFor(language: string, namespace: string): Loader | undefined {
  return loaders[`./locales/${language}/${namespace}.json`];
}
