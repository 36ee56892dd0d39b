import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { env } from '../../config/env';
import { decryptText } from '../../lib/aes';
import { catalogueNamesIn, nameLanguage, type NameLanguage } from '../db/tables/catalogueNames';
import { encrypted } from './respond';
import { isApiCall } from './support';

/**
 * The carrier answers in the language each call carries (the `Language` header, api/http.ts).
 * The database keeps its names in Chinese, so a call in another language is answered by the
 * domain handlers and then every string of the reply that is a catalogue name (a rate plan, a
 * roaming pass, an add-on, a prepaid service type, a recommendation) is given in that language,
 * wherever it sits in the reply. The AES-encrypted replies (the member's device menu) are read,
 * named and sealed again. Chinese replies pass untouched.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renamed(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return names.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, names));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renamed(item, names)]),
    );
  }
  return value;
}

/** The sealed data of an encrypted reply, renamed and sealed again; anything else as it was. */
function renamedSealed(data: string, names: ReadonlyMap<string, string>): string {
  const plain = decryptText(data, env.storagePassphrase);
  if (plain === null) return names.get(data) ?? data;
  try {
    return encrypted(renamed(JSON.parse(plain) as unknown, names));
  } catch {
    return data;
  }
}

/** A reply body with every catalogue name in `language`. */
export function inLanguage(body: unknown, language: NameLanguage): unknown {
  if (language === 'zh') return body;
  const names = catalogueNamesIn(language);
  if (isRecord(body) && typeof body.data === 'string') {
    const { data, ...rest } = body;
    return {
      ...(renamed(rest, names) as Record<string, unknown>),
      data: renamedSealed(data, names),
    };
  }
  return renamed(body, names);
}

async function renamedResponse(response: Response, language: NameLanguage): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return HttpResponse.json(inLanguage(body, language) as Record<string, unknown>, {
    status: response.status,
    headers,
  });
}

/** Runs before the domain handlers: answers a call in another language than Chinese by them. */
export function languageLayer(domainHandlers: RequestHandler[]): RequestHandler {
  return http.all(
    ({ request }) =>
      isApiCall(request.url) && nameLanguage(request.headers.get('Language')) !== 'zh',
    async ({ request }) => {
      const response = await getResponse(domainHandlers, request);
      if (!response) return undefined;
      return renamedResponse(response, nameLanguage(request.headers.get('Language')));
    },
  );
}
