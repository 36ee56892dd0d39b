import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/languages';
import { NAMESPACES } from '../../src/i18n/setup';
import { allResources } from '../support/i18n';

type Tree = Record<string, unknown>;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [innerKey, innerValue] of flatten(value as Tree, path))
        out.set(innerKey, innerValue);
    } else throw new Error(`${path} is neither text nor a group`);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const namespacesOnDisk = Object.keys(allResources[DEFAULT_LANGUAGE] ?? {}).sort();

describe('locale files', () => {
  it('exist for every language and namespace the app declares', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(allResources[language] ?? {}).sort()).toEqual(namespacesOnDisk);
    }
    for (const namespace of namespacesOnDisk) {
      expect(NAMESPACES as readonly string[]).toContain(namespace);
    }
  });

  describe.each(namespacesOnDisk)('namespace %s', (namespace) => {
    const source = flatten((allResources[DEFAULT_LANGUAGE]?.[namespace] ?? {}) as Tree);

    it.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))(
      '%s has the same keys and interpolation variables as zh-TW',
      (language) => {
        const translated = flatten((allResources[language]?.[namespace] ?? {}) as Tree);
        expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [key, text] of source) {
          expect({ key, variables: variables(translated.get(key) ?? '') }).toEqual({
            key,
            variables: variables(text),
          });
        }
      },
    );

    it('has no empty text in any language', () => {
      for (const language of LANGUAGES) {
        const texts = flatten((allResources[language]?.[namespace] ?? {}) as Tree);
        for (const [key, text] of texts)
          expect({ language, key, empty: text.trim() === '' }).toEqual({
            language,
            key,
            empty: false,
          });
      }
    });
  });
});
