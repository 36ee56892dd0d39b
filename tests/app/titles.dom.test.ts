import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { allResources } from '../support/i18n';
import { renderRoute } from '../support/render';

function text(language: Language, namespace: string, key: string): string {
  const table = allResources[language]?.[namespace] as Record<string, unknown> | undefined;
  const value = table?.[key];
  return typeof value === 'string' ? value : '';
}

const appName = (language: Language) => text(language, 'common', 'appName');
const title = (language: Language, key: string) => text(language, 'titles', key);

describe('route titles', () => {
  it.each(LANGUAGES)(
    '%s has a non-empty title for every route and the not-found page',
    (language) => {
      for (const key of [...Object.keys(paths), 'notFound']) {
        expect({ key, title: title(language, key).trim() }).not.toEqual({ key, title: '' });
      }
    },
  );

  it('names each route in Traditional Chinese first', () => {
    expect(title('zh-TW', 'bill')).toBe('帳單查詢與繳費');
    expect(title('zh-TW', 'prepaidTopUp')).toBe('預付卡儲值');
    expect(title('zh-TW', 'baseball2025RecordTest')).toContain('測試');
  });
});

describe('document title', () => {
  it('is the portal name alone on the home page', async () => {
    await renderRoute('/', { language: 'zh-TW' });
    await waitFor(() => {
      expect(document.title).toBe(appName('zh-TW'));
    });
  });

  it('is the route title followed by the portal name', async () => {
    await renderRoute(paths.ecAbout, { language: 'zh-TW' });
    await waitFor(() => {
      expect(document.title).toBe(`${title('zh-TW', 'ecAbout')} - ${appName('zh-TW')}`);
    });
  });

  it('names the not-found page for an unknown path', async () => {
    await renderRoute('/no-such-page', { language: 'en' });
    await waitFor(() => {
      expect(document.title).toBe(`Page not found - ${appName('en')}`);
    });
  });

  it('follows a change of language', async () => {
    const { i18n } = await renderRoute(paths.baseball2025Test, { language: 'zh-TW' });
    await waitFor(() => {
      expect(document.title).toBe(`${title('zh-TW', 'baseball2025Test')} - ${appName('zh-TW')}`);
    });
    await act(async () => {
      await i18n.changeLanguage('th');
    });
    await waitFor(() => {
      expect(document.title).toBe(`${title('th', 'baseball2025Test')} - ${appName('th')}`);
    });
  });
});
