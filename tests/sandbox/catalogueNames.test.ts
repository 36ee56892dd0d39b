import { describe, expect, it } from 'vitest';
import { env } from '../../src/config/env';
import { decryptText } from '../../src/lib/aes';
import { seedDevices, seedPrepaidSubscribers } from '../../src/sandbox/db/seedCustomers';
import {
  CATALOGUE_NAME_TABLES,
  NAME_LANGUAGES,
  catalogueNamesIn,
  nameLanguage,
} from '../../src/sandbox/db/tables/catalogueNames';
import { ADDON_CATALOGUE } from '../../src/sandbox/db/tables/addons';
import { LANDLINE_PLANS, RATE_PLANS } from '../../src/sandbox/db/tables/mobile';
import { ROAMING_PASSES } from '../../src/sandbox/db/tables/roaming';
import { seedShellTables } from '../../src/sandbox/db/tables/shell';
import { inLanguage } from '../../src/sandbox/handlers/languageLayer';
import { encrypted } from '../../src/sandbox/handlers/respond';

const HAN = /\p{Script=Han}/u;
const NOW = new Date('2026-03-15T04:00:00Z');

describe('the carrier name tables', () => {
  const tables = Object.entries(CATALOGUE_NAME_TABLES);

  it.each(tables)('%s: every entry has all five languages, Han only in Chinese', (_, table) => {
    for (const set of table) {
      for (const language of NAME_LANGUAGES) {
        expect(set[language].trim(), `${set.zh} in ${language}`).not.toBe('');
        if (language !== 'zh') expect(set[language], set.zh).not.toMatch(HAN);
      }
    }
  });

  it('names each Chinese name once', () => {
    const names = tables.flatMap(([, table]) => table.map((set) => set.zh));
    expect(new Set(names).size).toBe(names.length);
  });

  it('covers every name the sandbox sells or seeds', () => {
    const known = new Set(tables.flatMap(([, table]) => table.map((set) => set.zh)));
    const sold = [
      ...RATE_PLANS.map((plan) => plan.name),
      ...LANDLINE_PLANS.map((plan) => plan.name),
      ...seedDevices(NOW).flatMap((device) => [device.ratePlan, device.defaultAlias]),
      ...ROAMING_PASSES.map((pass) => pass.name),
      ...ADDON_CATALOGUE.map((addon) => addon.productName),
      ...seedPrepaidSubscribers(NOW).map((card) => card.serviceName),
      ...seedShellTables().recommendations.map((item) => item.title),
    ];
    expect(sold.filter((name) => !known.has(name))).toEqual([]);
  });

  it('reads the Language header, Chinese when it is missing or unknown', () => {
    expect(nameLanguage('th')).toBe('th');
    expect(nameLanguage('en-US')).toBe('en');
    expect(nameLanguage('vi')).toBe('vi');
    expect(nameLanguage('id')).toBe('id');
    expect(nameLanguage('zh-TW')).toBe('zh');
    expect(nameLanguage(null)).toBe('zh');
    expect(nameLanguage('ja')).toBe('zh');
  });
});

describe('the language layer', () => {
  const reply = {
    result: 1,
    data: [{ packageId: 'JP3', name: '日本 3 天 3GB', note: '日本 3 天 3GB 以外' }],
  };

  it('gives every catalogue name of a reply in the language asked, nothing else', () => {
    expect(inLanguage(reply, 'th')).toEqual({
      result: 1,
      data: [{ packageId: 'JP3', name: 'ญี่ปุ่น 3 วัน 3GB', note: '日本 3 天 3GB 以外' }],
    });
    expect(inLanguage(reply, 'zh')).toBe(reply);
  });

  it('names the sealed data of an encrypted reply and seals it again', () => {
    const sealed = inLanguage({ result: 1, data: encrypted({ ratePlan: '5G 1399 吃到飽' }) }, 'vi');
    const data = (sealed as { data: string }).data;
    expect(JSON.parse(decryptText(data, env.storagePassphrase) ?? 'null')).toEqual({
      ratePlan: '5G 1399 Không giới hạn',
    });
  });

  it('knows the same names in each language', () => {
    for (const language of NAME_LANGUAGES) {
      expect(catalogueNamesIn(language).get('國際漫遊日租')).toBeTruthy();
    }
  });
});
