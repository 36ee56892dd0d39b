import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Device } from '../../src/api/types/member';
import { useNumberNames } from '../../src/components/useNumberNames';
import type { Language } from '../../src/i18n/languages';
import { testI18n } from '../support/i18n';

async function namesIn(language: Language) {
  const i18n = await testI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useNumberNames(), { wrapper }).result.current;
}

const device: Device = {
  deviceNo: '0912345678',
  NoAreaDeviceNo: '',
  AliasOfCustom: '',
  AliasOfDefault: '5G 1399 吃到飽',
  deviceType: 'mobile',
  BindingType: '',
  PidHash: '',
  AttachedNo: '',
  contractRate: '',
  index: 0,
  show: true,
};

describe('useNumberNames', () => {
  it.each([
    ['en', 'mobile', 'My mobile'],
    ['zh-TW', 'mobile', '我的手機'],
    ['th', 'broadband', 'อินเทอร์เน็ตบ้านของฉัน'],
    ['vi', 'fixedline', 'Điện thoại bàn của tôi'],
    ['id', 'something-new', 'Nomor saya'],
  ] as const)('in %s names an unnamed %s number "%s"', async (language, deviceType, name) => {
    const names = await namesIn(language);
    expect(names.nickname({ alias: ' ', deviceType })).toBe(name);
  });

  it("keeps the member's own nickname and never shows the carrier's default alias", async () => {
    const names = await namesIn('th');
    expect(names.label({ deviceNo: '0912345678', deviceType: 'mobile', alias: 'Mum' })).toBe(
      'Mum · 0912345678',
    );
    expect(names.deviceLabel(device)).toBe('มือถือของฉัน · 0912345678');
  });
});
