import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/setLanguage';
import { createMemoryStorage } from '../../src/lib/secureStorage';
import { readPersistedState, startPersistence } from '../../src/state/persist';
import { makeStore } from '../../src/state/store';
import { testI18n } from '../support/i18n';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('setLanguage', () => {
  it('changes the store and i18next together, and persists the language at once', async () => {
    const store = makeStore();
    const storage = createMemoryStorage();
    stops.push(startPersistence(store, storage));
    const i18n = await testI18n('zh-TW');
    const skipLinkBefore = i18n.t('common:shell.skipToContent');

    await setLanguage('th', { dispatch: store.dispatch, i18n });

    expect(store.getState().client.language).toBe('th');
    expect(i18n.language).toBe('th');
    expect(i18n.t('common:shell.skipToContent')).not.toBe(skipLinkBefore);
    expect(readPersistedState(storage).client?.language).toBe('th');
  });

  it('leaves the two holders agreeing after several changes', async () => {
    const store = makeStore();
    const i18n = await testI18n('en');
    for (const language of ['vi', 'id', 'zh-TW'] as const) {
      await setLanguage(language, { dispatch: store.dispatch, i18n });
      expect(store.getState().client.language).toBe(language);
      expect(i18n.language).toBe(language);
    }
  });
});
