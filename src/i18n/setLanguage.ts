import type { i18n as I18n } from 'i18next';
import { clientActions } from '../state/client';
import type { Language } from './languages';

/** The two holders of the interface language. */
export interface LanguageHolders {
  /** The store's `client.language`: persisted at once (state/persist.ts), read back at boot. */
  dispatch: (action: ReturnType<typeof clientActions.languageChanged>) => unknown;
  /** i18next: the texts on screen and the formatting language (useLanguage). */
  i18n: Pick<I18n, 'changeLanguage'>;
}

/**
 * Changes the interface language in the store and in i18next together: the one way to change it
 * once the portal runs (the language picker, the host app's message). Before i18next starts, the
 * embedded launch writes the store alone, and i18next starts in the store's language (main.tsx).
 */
export function setLanguage(language: Language, { dispatch, i18n }: LanguageHolders) {
  dispatch(clientActions.languageChanged(language));
  return i18n.changeLanguage(language);
}
