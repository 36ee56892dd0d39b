import type { i18n as I18n } from 'i18next';
import type { Namespace } from './setup';

/**
 * A screen's texts, loaded beside its chunk. A screen that renders before its namespaces are
 * there suspends, and React reveals suspended content no sooner than 300 ms after the fallback
 * appeared; its calls also start only once it renders. The route loaders therefore ask for the
 * texts in parallel with the chunk and resolve when both are in.
 */
export interface TextsBinding {
  ready: Promise<I18n>;
  /** The language being loaded, before `ready` resolves. */
  language: string;
  /**
   * Starts fetching the files of these namespaces (src/i18n/localeLoaders.ts), passed in so that
   * the route table can be read without the bundler's file list (the journeys read it in Node).
   */
  requestFiles: (language: string, namespaces: readonly Namespace[]) => void;
}

let binding: TextsBinding | null = null;
let started: I18n | null = null;

/** main.tsx binds the instance it is starting; until then (and in tests) nothing is preloaded. */
export function bindScreenTexts(current: TextsBinding): void {
  binding = current;
  started = null;
  current.ready.then(
    (i18n) => {
      if (binding === current) started = i18n;
    },
    () => undefined,
  );
}

export function unbindScreenTexts(): void {
  binding = null;
  started = null;
}

/**
 * Requests the files at once and resolves once the namespaces are in the i18n store. Never
 * rejects: a namespace that cannot load is left to the screen, which shows its error state.
 */
export async function loadScreenTexts(namespaces: readonly Namespace[]): Promise<void> {
  const current = binding;
  if (!current || namespaces.length === 0) return;
  current.requestFiles(started?.language ?? current.language, namespaces);
  try {
    const i18n = await current.ready;
    await i18n.loadNamespaces([...namespaces]);
  } catch {
    // Left to the screen.
  }
}
