/**
 * Finding a service by what the customer types: titles and keywords in the interface language,
 * ranked so that the service named exactly comes first ("roaming" finds International roaming
 * before Roaming history). Pure: the screens pass the texts in.
 */

export interface SearchableService<Key extends string = string> {
  key: Key;
  title: string;
  keywords: readonly string[];
}

export interface ServiceMatch<Key extends string = string> {
  key: Key;
  score: number;
}

/** The longest query taken: more says nothing a service name would. */
export const SEARCH_QUERY_MAX = 80;

/** Case, width and accents folded, runs of spaces made one: "ＲＯＡＭＩＮＧ " is "roaming". */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A keyword list as written in the locale files: commas, Chinese commas or enumeration commas. */
export function splitKeywords(text: string): string[] {
  return text
    .split(/[,，、;；]/)
    .map(normalizeSearchText)
    .filter((keyword) => keyword !== '');
}

const isWordStart = (text: string, index: number) =>
  index === 0 || /[\s\-/(（]/.test(text.charAt(index - 1));

/** How well one text matches one term: 0 is not at all. */
function termScore(text: string, term: string, weight: number): number {
  if (text === term) return 100 * weight;
  if (text.startsWith(term)) return 80 * weight;
  let from = text.indexOf(term);
  let best = 0;
  while (from !== -1) {
    best = Math.max(best, isWordStart(text, from) ? 60 : 40);
    from = text.indexOf(term, from + 1);
  }
  return best * weight;
}

/** Titles count a little more than keywords, so that a title never loses to a mere mention. */
const TITLE_WEIGHT = 1;
const KEYWORD_WEIGHT = 0.95;

function scoreService(service: SearchableService, query: string, terms: string[]): number {
  const title = normalizeSearchText(service.title);
  const keywords = service.keywords.map(normalizeSearchText);
  const bestFor = (term: string) =>
    Math.max(
      termScore(title, term, TITLE_WEIGHT),
      ...keywords.map((keyword) => termScore(keyword, term, KEYWORD_WEIGHT)),
    );
  // The whole query as typed first ("roaming history" names one service), then every word of it.
  const whole = bestFor(query);
  let sum = 0;
  for (const term of terms) {
    const score = bestFor(term);
    if (score === 0) return whole;
    sum += score;
  }
  return Math.max(whole * terms.length, sum);
}

/**
 * The services matching a query, best first; equal scores keep the shorter title, then the
 * order given (the route table's). An empty query matches nothing.
 */
export function searchServices<Key extends string>(
  services: readonly SearchableService<Key>[],
  rawQuery: string,
): ServiceMatch<Key>[] {
  const query = normalizeSearchText(rawQuery.slice(0, SEARCH_QUERY_MAX));
  if (query === '') return [];
  const terms = query.split(' ');
  return services
    .map((service, index) => ({
      key: service.key,
      score: scoreService(service, query, terms),
      length: service.title.length,
      index,
    }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.length - b.length || a.index - b.index)
    .map(({ key, score }) => ({ key, score }));
}

/**
 * Whether a service is for this customer: a service for some kinds only is shown when the
 * customer has one of them. Unknown customers (a visitor) see everything.
 */
export function isServiceForCustomer(
  serviceKinds: readonly string[] | undefined,
  customerKinds: readonly string[] | null,
): boolean {
  if (!serviceKinds || !customerKinds || customerKinds.length === 0) return true;
  return serviceKinds.some((kind) => customerKinds.includes(kind));
}
