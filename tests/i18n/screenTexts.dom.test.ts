import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindScreenTexts, loadScreenTexts, unbindScreenTexts } from '../../src/i18n/screenTexts';
import { BOOT_NAMESPACES, initI18n } from '../../src/i18n/setup';
import { withTexts } from '../../src/app/routes/types';
import { requestTextFiles } from '../../src/i18n/localeLoaders';
import type { i18n as I18n } from 'i18next';

const requestFiles = vi.fn(requestTextFiles);
const bind = (ready: Promise<I18n>, language: string) =>
  bindScreenTexts({ ready, language, requestFiles });

afterEach(() => {
  unbindScreenTexts();
  requestFiles.mockClear();
});

describe('screen texts loaded beside the screen chunk', () => {
  it('puts the namespaces into the i18n store before resolving', async () => {
    const texts = initI18n({ language: 'en' });
    bind(texts, 'en');
    await loadScreenTexts(['bill', 'validation']);
    expect(requestFiles).toHaveBeenCalledWith('en', ['bill', 'validation']);
    const i18n = await texts;
    expect(i18n.hasLoadedNamespace('bill')).toBe(true);
    expect(i18n.hasLoadedNamespace('validation')).toBe(true);
    expect(i18n.getResourceBundle('zh-TW', 'bill')).toBeTruthy();
  });

  it('starts the boot texts with the first view (the popup texts among them)', async () => {
    expect(BOOT_NAMESPACES).toContain('announce');
    const i18n = await initI18n({ language: 'vi' });
    expect(i18n.hasLoadedNamespace('announce')).toBe(true);
    expect(i18n.t('announce:close')).not.toBe('close');
  });

  it('does nothing before main.tsx binds an instance (tests render screens that suspend)', async () => {
    await expect(loadScreenTexts(['bill'])).resolves.toBeUndefined();
  });

  it('never rejects when the texts fail: the screen shows its own error state', async () => {
    bind(Promise.reject(new Error('offline')), 'en');
    await expect(loadScreenTexts(['usage'])).resolves.toBeUndefined();
  });

  it('resolves a screen only when its chunk and its texts are both in', async () => {
    const texts = initI18n({ language: 'th' });
    bind(texts, 'th');
    const screen = { default: () => null };
    const load = vi.fn(() => Promise.resolve(screen));
    const loader = withTexts(['roaming'], load);
    await expect(loader()).resolves.toBe(screen);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await texts).hasLoadedNamespace('roaming')).toBe(true);
  });

  it('rejects like the chunk when the chunk fails, so the route shows its error', async () => {
    bind(initI18n({ language: 'en' }), 'en');
    const loader = withTexts(['support'], () => Promise.reject(new Error('chunk failed')));
    await expect(loader()).rejects.toThrow('chunk failed');
  });
});
