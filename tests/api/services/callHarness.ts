import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { env } from '../../../src/config/env';
import {
  httpInstance,
  type ApiResult,
  type HttpMethod,
  type HttpTarget,
} from '../../../src/api/http';
import { server } from '../../../src/sandbox/node';

/**
 * Observes what a service function sends over the wire: every request to the three API bases
 * is answered by msw and recorded. The only stand-in is the remote server; call(), http.ts and
 * axios run for real.
 */

const BASES: Record<HttpTarget, string> = {
  api: env.apiBase,
  memberSite: env.memberSiteBase,
  enterprise: env.enterpriseApiHost,
};

export function urlOf(target: HttpTarget, path: string): URL {
  return new URL(BASES[target] + path, location.origin);
}

const IAM_TOKEN_URL = urlOf('api', 'ServiceCenter/IamToken').href;
export const ENTERPRISE_TEST_TOKEN = 't';

export interface ExpectedCall {
  method: HttpMethod;
  path: string;
  target?: HttpTarget;
  query?: Record<string, string>;
  /** Per-call headers, with the spec's exact spelling. */
  headers?: Record<string, string>;
  /** JSON body, or the form fields when `form` is set; omitted means no body. */
  body?: unknown;
  form?: boolean;
}

export type CallRow = [
  name: string,
  invoke: () => Promise<ApiResult<unknown>>,
  expected: ExpectedCall,
];

export interface CapturedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  /** Header names as axios was given them (wire headers are case-insensitive). */
  headerNames: string[];
}

/** Headers the transport or the enterprise token adds, not the service function. */
const TRANSPORT_HEADERS = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'connection',
  'content-length',
  'content-type',
  'cookie',
  'host',
  'origin',
  'referer',
  'user-agent',
  'authorization',
  'api-key',
]);

/** Records every request to the API bases and answers each with `reply`. */
export async function captureRequests(
  reply: Record<string, unknown> = { result: 1, data: { ok: true } },
) {
  const requests: CapturedRequest[] = [];
  const namesByUrl = new Map<string, string[]>();
  const interceptors = await Promise.all(
    (Object.keys(BASES) as HttpTarget[]).map(async (target) => {
      const instance = await httpInstance(target);
      const id = instance.interceptors.request.use((config) => {
        namesByUrl.set(`${target}:${config.url ?? ''}`, Object.keys(config.headers.toJSON()));
        return config;
      });
      return () => {
        instance.interceptors.request.eject(id);
      };
    }),
  );
  server.use(
    http.post(IAM_TOKEN_URL, () =>
      HttpResponse.json({
        result: 1,
        data: { access_token: ENTERPRISE_TEST_TOKEN, expires_in: 600 },
      }),
    ),
    ...(Object.entries(BASES) as [HttpTarget, string][]).map(([target, base]) =>
      http.all(`${new URL(base, location.origin).href}*`, async ({ request }) => {
        const url = new URL(request.url);
        const path = url.pathname.slice(new URL(base, location.origin).pathname.length);
        requests.push({
          method: request.method,
          url,
          headers: request.headers,
          body: await request.text(),
          headerNames: namesByUrl.get(`${target}:${path}`) ?? [],
        });
        return HttpResponse.json(reply);
      }),
    ),
  );
  const stop = () => {
    interceptors.forEach((eject) => eject());
  };
  return { requests, stop };
}

function perCallHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name.toLowerCase())) out[name.toLowerCase()] = value;
  });
  return out;
}

function lowerCaseKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key.toLowerCase(), value]),
  );
}

/** Runs one service function and checks the one request it made against the spec. */
export async function expectCall(
  invoke: () => Promise<ApiResult<unknown>>,
  expected: ExpectedCall,
): Promise<void> {
  const { requests, stop } = await captureRequests();
  try {
    const result = await invoke();
    expect(result).toEqual({ data: { ok: true } });
  } finally {
    stop();
  }
  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  const target = expected.target ?? 'api';
  expect(request.method).toBe(expected.method);
  expect(request.url.pathname).toBe(urlOf(target, expected.path).pathname);
  expect(Object.fromEntries(request.url.searchParams)).toEqual(expected.query ?? {});

  const headers = expected.headers ?? {};
  expect(perCallHeaders(request.headers)).toEqual(lowerCaseKeys(headers));
  for (const name of Object.keys(headers)) expect(request.headerNames).toContain(name);

  if (target === 'enterprise') {
    expect(request.headers.get('authorization')).toBe(`Bearer ${ENTERPRISE_TEST_TOKEN}`);
    expect(request.headers.get('api-key')).toBe(env.enterpriseApiKey);
  }

  if (expected.form) {
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual(expected.body);
  } else if (expected.body === undefined) {
    expect(request.body).toBe('');
  } else {
    expect(request.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(request.body || 'null')).toEqual(expected.body);
  }
}

/** A `{ result: -1, message }` reply reaches the caller as `{ error: { message } }`. */
export async function expectCarrierFailure(
  invoke: () => Promise<ApiResult<unknown>>,
): Promise<void> {
  const { requests, stop } = await captureRequests({
    result: -1,
    message: 'Rejected by the carrier',
  });
  try {
    const result = await invoke();
    expect(result).toMatchObject({
      error: { message: 'Rejected by the carrier' },
    });
    expect(result).not.toHaveProperty('data');
  } finally {
    stop();
  }
  expect(requests).toHaveLength(1);
}

/** Registers the table: every row's request, and every row's failure mapping. */
export function describeCalls(rows: CallRow[]): void {
  it.each(rows)('%s sends the call the spec names', async (_name, invoke, expected) => {
    await expectCall(invoke, expected);
  });
  it.each(rows)('%s turns a result -1 reply into an error', async (_name, invoke) => {
    await expectCarrierFailure(invoke);
  });
}
