import type { ResourceKey } from 'i18next';
import { initI18n } from '../../src/i18n/setup';
import type { Language } from '../../src/i18n/languages';

const files = import.meta.glob<{ default: ResourceKey }>('../../src/i18n/locales/*/*.json', {
  eager: true,
});

/** Every locale file, keyed language -> namespace, as i18next resources. */
export const allResources: Record<string, Record<string, ResourceKey>> = {};
for (const [file, module] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  (allResources[match[1]] ??= {})[match[2]] = module.default;
}

export function testI18n(language: Language = 'en') {
  return initI18n({ language, resources: allResources });
}
