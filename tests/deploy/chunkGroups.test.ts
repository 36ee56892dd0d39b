import { describe, expect, it } from 'vitest';
import { chunkGroups, isFirstRenderModule } from '../../deploy/chunkGroups.mjs';

const root = '/work/portal/';

describe('the first render chunk (deploy/chunkGroups.mjs)', () => {
  it.each([
    'src/components/form/TextField.tsx',
    'src/lib/format.ts',
    'src/api/bill.ts',
    'src/features/shell/ShellChrome.tsx',
    'src/features/announcements/AnnouncementHost.tsx',
    'src/features/session/SessionLayer.tsx',
    'src/app/boot/loginCheck.ts',
    'src/app/boot/platform.ts',
    // The apps open every page through the embedded launch.
    'src/app/boot/embeddedLaunch.ts',
    'node_modules/axios/lib/axios.js',
  ])('holds %s, which the first render waits for', (path) => {
    expect(isFirstRenderModule(`${root}${path}`)).toBe(true);
  });

  it.each([
    // The slider starts 800 ms after the popup opens: it keeps its own chunk.
    'src/components/carousel/slider.ts',
    'src/features/bill/BillScreen.tsx',
    'src/sandbox/browser.ts',
    'src/i18n/locales/zh-TW/bill.json',
    'node_modules/react-slick/lib/index.js',
    // Kit parts only route screens use load with the first screen that needs them.
    'src/components/lineService/FaultReportForm.tsx',
    'src/components/chart/BarChart.tsx',
    'src/components/QrCode.tsx',
    'src/lib/qrMatrix.ts',
  ])('leaves out %s', (path) => {
    expect(isFirstRenderModule(`${root}${path}`)).toBe(false);
  });

  it('reads Windows paths too', () => {
    expect(isFirstRenderModule('C:\\portal\\src\\features\\shell\\Header.tsx')).toBe(true);
  });

  it('names the boot texts by language, the namespaces of the first view only', () => {
    const texts = chunkGroups.find((group) => group.debugName === 'boot texts');
    const name = texts?.name as (id: string) => string | null;
    expect(name(`${root}src/i18n/locales/vi/shell.json`)).toBe('texts-vi');
    expect(name(`${root}src/i18n/locales/vi/bill.json`)).toBeNull();
  });
});
