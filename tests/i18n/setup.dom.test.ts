import { describe, expect, it } from 'vitest';
import { toLanguage, isLanguage } from '../../src/i18n/languages';
import { initI18n, lazyLocaleBackend } from '../../src/i18n/setup';

function readNamespace(language: string, namespace: string) {
  return new Promise<unknown>((resolve, reject) => {
    lazyLocaleBackend.read(language, namespace, (error, data) => {
      if (error) reject(error instanceof Error ? error : new Error(error));
      else resolve(data);
    });
  });
}

describe('i18n', () => {
  it('loads a namespace lazily for a language', async () => {
    const common = (await readNamespace('en', 'common')) as { appName: string };
    expect(common.appName).toBe('Customer Self-Service');
  });

  it('falls back to zh-TW when a language has no file', async () => {
    const common = (await readNamespace('fr', 'common')) as { appName: string };
    expect(common.appName).toBe('行動客服');
  });

  it('fails clearly for a namespace that does not exist at all', async () => {
    await expect(readNamespace('en', 'no-such-namespace')).rejects.toThrow(/no-such-namespace/);
  });

  it('starts in the chosen language and sets <html lang>', async () => {
    const i18n = await initI18n({ language: 'th' });
    expect(i18n.language).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    expect(i18n.t('action.retry')).toBe('ลองอีกครั้ง');
    await i18n.changeLanguage('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(i18n.t('action.retry')).toBe('Thử lại');
  });

  it.each([
    ['zh', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['en-US', 'en'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['th_TH', 'th'],
    ['vi', 'vi'],
    ['fr', 'zh-TW'],
    ['', 'zh-TW'],
    [undefined, 'zh-TW'],
  ])('maps the app language code %s to %s', (code, language) => {
    expect(toLanguage(code)).toBe(language);
    expect(isLanguage(toLanguage(code))).toBe(true);
  });
});
