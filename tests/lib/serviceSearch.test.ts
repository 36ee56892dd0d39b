import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths, type RouteKey } from '../../src/config/paths';
import { LANGUAGES } from '../../src/i18n/languages';
import {
  isServiceForCustomer,
  normalizeSearchText,
  searchServices,
  splitKeywords,
  type SearchableService,
} from '../../src/lib/serviceSearch';

const localeFile = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../src/i18n/locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

/** Every route as the search screen sees it, from the real locale files of one language. */
function servicesIn(language: string): SearchableService<RouteKey>[] {
  const titles = localeFile(language, 'titles');
  const keywords = localeFile(language, 'searchKeywords');
  return (Object.keys(paths) as RouteKey[]).map((key) => ({
    key,
    title: titles[key] ?? '',
    keywords: splitKeywords(keywords[key] ?? ''),
  }));
}

const sample = (key: string, title: string, keywords: string[] = []): SearchableService => ({
  key,
  title,
  keywords,
});

describe('normalizeSearchText', () => {
  it.each([
    ['  Roaming  ', 'roaming'],
    ['ＲＯＡＭＩＮＧ', 'roaming'],
    ['pay   bill', 'pay bill'],
    ['漫遊', '漫遊'],
  ])('%j is %j', (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });
});

describe('splitKeywords', () => {
  it('splits on commas of every script and drops empty pieces', () => {
    expect(splitKeywords('漫遊, 出國上網、國外上網，上限,,')).toEqual([
      '漫遊',
      '出國上網',
      '國外上網',
      '上限',
    ]);
  });
});

describe('searchServices', () => {
  const services = [
    sample('history', 'Roaming history', ['past trips']),
    sample('roaming', 'International roaming', ['roaming', 'travel abroad']),
    sample('bill', 'Bills and payment', ['pay bill']),
  ];

  it('matches nothing for an empty query', () => {
    expect(searchServices(services, '   ')).toEqual([]);
  });

  it('puts the service whose keyword is the query before one whose title starts with it', () => {
    expect(searchServices(services, 'roaming').map((match) => match.key)).toEqual([
      'roaming',
      'history',
    ]);
  });

  it('needs every word of the query to match, in the title or a keyword', () => {
    expect(searchServices(services, 'roaming trips').map((match) => match.key)).toEqual([
      'history',
    ]);
    expect(searchServices(services, 'roaming bill')).toEqual([]);
  });

  it('finds a word inside a title and keeps the table order on equal scores', () => {
    const equal = [sample('b', 'Alpha test'), sample('a', 'Gamma test')];
    expect(searchServices(equal, 'test').map((match) => match.key)).toEqual(['b', 'a']);
  });

  it('never throws on a very long or odd query', () => {
    expect(() => searchServices(services, '(['.repeat(500))).not.toThrow();
  });
});

describe('the portal’s own keywords', () => {
  it.each(LANGUAGES)('%s has keywords for every route of the registry', (language) => {
    const keywords = localeFile(language, 'searchKeywords');
    for (const key of Object.keys(paths))
      expect({ key, keywords: splitKeywords(keywords[key] ?? '').length > 0 }).toEqual({
        key,
        keywords: true,
      });
  });

  it.each([
    ['en', 'roaming'],
    ['zh-TW', '漫遊'],
    ['id', 'roaming'],
    ['th', 'โรมมิ่ง'],
    ['vi', 'chuyển vùng'],
  ])('in %s, "%s" lists /Roaming first', (language, query) => {
    expect(searchServices(servicesIn(language), query)[0]?.key).toBe('roaming');
  });

  it.each([
    ['en', 'pay bill', 'bill'],
    ['zh-TW', '繳費', 'bill'],
    ['en', 'top up', 'prepaidTopUp'],
    ['en', 'lost phone', 'mobileSuspendResume'],
  ])('in %s, "%s" lists %s first', (language, query, key) => {
    expect(searchServices(servicesIn(language), query)[0]?.key).toBe(key);
  });
});

describe('isServiceForCustomer', () => {
  const billed = ['mobile', 'fixedline', 'broadband', 'enterprise'];
  it.each([
    [undefined, ['prepaid'], true],
    [billed, null, true],
    [billed, [], true],
    [billed, ['prepaid'], false],
    [billed, ['mobile', 'prepaid'], true],
    [['mobile', 'prepaid'], ['enterprise'], false],
  ])('a service for %j and a customer of %j: %s', (serviceKinds, customerKinds, expected) => {
    expect(isServiceForCustomer(serviceKinds, customerKinds)).toBe(expected);
  });
});
