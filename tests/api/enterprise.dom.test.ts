import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../src/api/call';
import {
  clearEnterpriseToken,
  DEFAULT_TOKEN_SECONDS,
  ENTERPRISE_TOKEN_KEY,
} from '../../src/api/enterprise';
import { FALLBACK_MESSAGES, setCommonHeaderProvider, TransportErrorCode } from '../../src/api/http';
import { env } from '../../src/config/env';
import { server } from '../../src/sandbox/node';

const IAM_URL = 'http://localhost:3000/api/ServiceCenter/IamToken';
const PRODUCTS_URL = 'http://localhost:3000/enterprise-api/EProducts/List';

interface Seen {
  iamCalls: Headers[];
  productCalls: Headers[];
}

function callProducts() {
  return call<{ items: string[] }>({
    method: 'GET',
    path: 'EProducts/List',
    target: 'enterprise',
  });
}

/** The IamToken endpoint handing out token-1, token-2, ... */
function iamTokens(seen: Seen, expiresIn: number | null = 900) {
  return http.post(IAM_URL, ({ request }) => {
    seen.iamCalls.push(request.headers);
    const data: Record<string, unknown> = { access_token: `token-${seen.iamCalls.length}` };
    if (expiresIn !== null) data.expires_in = expiresIn;
    return HttpResponse.json({ result: 1, data });
  });
}

/** The product list, accepting only the given bearer tokens. */
function products(seen: Seen, accepted: string[]) {
  return http.get(PRODUCTS_URL, ({ request }) => {
    seen.productCalls.push(request.headers);
    const bearer = request.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    if (!accepted.includes(bearer)) return new HttpResponse(null, { status: 401 });
    return HttpResponse.json({ result: 1, data: { items: ['5G Business'] } });
  });
}

function storeToken(token: string, expiresAt: number) {
  sessionStorage.setItem(ENTERPRISE_TOKEN_KEY, JSON.stringify({ token, expiresAt }));
}

let seen: Seen;
beforeEach(() => {
  clearEnterpriseToken();
  seen = { iamCalls: [], productCalls: [] };
  setCommonHeaderProvider(() => ({ token: 'member-token', identifier: 'browser-1' }));
});
afterEach(() => {
  clearEnterpriseToken();
  setCommonHeaderProvider(() => ({}));
  vi.useRealTimers();
});

describe('enterprise calls', () => {
  it('carry the bearer token and the api-key header', async () => {
    server.use(iamTokens(seen), products(seen, ['token-1']));
    expect(await callProducts()).toEqual({ data: { items: ['5G Business'] } });
    const headers = seen.productCalls[0]!;
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('api-key')).toBe(env.enterpriseApiKey);
  });

  it('fetch the token once and keep it in sessionStorage for expires_in seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    server.use(iamTokens(seen, 900), products(seen, ['token-1']));
    await callProducts();
    await callProducts();
    expect(seen.iamCalls).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(ENTERPRISE_TOKEN_KEY) ?? '')).toEqual({
      token: 'token-1',
      expiresAt: 1_000_000 + 900_000,
    });
  });

  it('keep the token 600 s when expires_in is missing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(2_000_000);
    server.use(iamTokens(seen, null), products(seen, ['token-1']));
    await callProducts();
    expect(DEFAULT_TOKEN_SECONDS).toBe(600);
    expect(JSON.parse(sessionStorage.getItem(ENTERPRISE_TOKEN_KEY) ?? '')).toEqual({
      token: 'token-1',
      expiresAt: 2_000_000 + 600_000,
    });
  });

  it('fetch a new token once the cached one has expired', async () => {
    storeToken('stale', Date.now() - 1);
    server.use(iamTokens(seen), products(seen, ['token-1']));
    expect(await callProducts()).toEqual({ data: { items: ['5G Business'] } });
    expect(seen.iamCalls).toHaveLength(1);
    expect(seen.productCalls).toHaveLength(1);
  });

  it('refresh exactly once for 10 parallel calls rejected with a revoked cached token', async () => {
    storeToken('revoked', Date.now() + 300_000);
    server.use(iamTokens(seen), products(seen, ['token-1']));
    const results = await Promise.all(Array.from({ length: 10 }, () => callProducts()));
    expect(results).toEqual(
      Array.from({ length: 10 }, () => ({ data: { items: ['5G Business'] } })),
    );
    expect(seen.iamCalls).toHaveLength(1);
    const bearers = seen.productCalls.map((headers) => headers.get('Authorization'));
    expect(bearers.filter((bearer) => bearer === 'Bearer revoked')).toHaveLength(10);
    expect(bearers.filter((bearer) => bearer === 'Bearer token-1')).toHaveLength(10);
  });

  it('return an error, not a loop, when the retry is rejected too', async () => {
    storeToken('revoked', Date.now() + 300_000);
    server.use(iamTokens(seen), products(seen, []));
    expect(await callProducts()).toEqual({
      error: { code: TransportErrorCode.http, status: 401, message: FALLBACK_MESSAGES.HTTP },
    });
    expect(seen.iamCalls).toHaveLength(1);
    expect(seen.productCalls).toHaveLength(2);
  });

  it('refresh once and retry once after a network error', async () => {
    storeToken('cached', Date.now() + 300_000);
    let attempts = 0;
    server.use(
      iamTokens(seen),
      http.get(PRODUCTS_URL, ({ request }) => {
        attempts += 1;
        seen.productCalls.push(request.headers);
        if (attempts === 1) return HttpResponse.error();
        return HttpResponse.json({ result: 1, data: { items: ['Cloud PBX'] } });
      }),
    );
    expect(await callProducts()).toEqual({ data: { items: ['Cloud PBX'] } });
    expect(seen.iamCalls).toHaveLength(1);
    expect(seen.productCalls.map((headers) => headers.get('Authorization'))).toEqual([
      'Bearer cached',
      'Bearer token-1',
    ]);
  });

  it('give the network error when the retry fails the same way', async () => {
    storeToken('cached', Date.now() + 300_000);
    server.use(
      iamTokens(seen),
      http.get(PRODUCTS_URL, () => HttpResponse.error()),
    );
    expect(await callProducts()).toEqual({
      error: { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK },
    });
    expect(seen.iamCalls).toHaveLength(1);
  });

  it('do not retry other failures', async () => {
    server.use(
      iamTokens(seen),
      http.get(PRODUCTS_URL, ({ request }) => {
        seen.productCalls.push(request.headers);
        return HttpResponse.json({ result: -1, message: 'No products' }, { status: 500 });
      }),
    );
    expect(await callProducts()).toMatchObject({
      error: { status: 500, message: FALLBACK_MESSAGES.HTTP },
    });
    expect(seen.productCalls).toHaveLength(1);
  });
});

describe('the IamToken call', () => {
  it('is not gated: no bearer, no api-key, no session headers', async () => {
    server.use(iamTokens(seen), products(seen, ['token-1']));
    await callProducts();
    const headers = seen.iamCalls[0]!;
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('api-key')).toBe(false);
    expect(headers.has('token')).toBe(false);
    expect(headers.has('identifier')).toBe(false);
  });

  it('fails as an error object when the token service fails', async () => {
    server.use(
      http.post(IAM_URL, () => new HttpResponse(null, { status: 500 })),
      products(seen, ['token-1']),
    );
    expect(await callProducts()).toEqual({
      error: { code: TransportErrorCode.http, status: 500, message: FALLBACK_MESSAGES.HTTP },
    });
    expect(seen.productCalls).toHaveLength(0);
  });

  it('fails as an error object when the token service is unreachable', async () => {
    server.use(
      http.post(IAM_URL, () => HttpResponse.error()),
      products(seen, ['token-1']),
    );
    expect(await callProducts()).toEqual({
      error: { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK },
    });
  });

  it('fails as an error object when the reply has no access_token', async () => {
    server.use(
      http.post(IAM_URL, () => HttpResponse.json({ result: 1, data: { expires_in: 600 } })),
      products(seen, ['token-1']),
    );
    expect(await callProducts()).toMatchObject({
      error: { code: TransportErrorCode.badResponse },
    });
    expect(sessionStorage.getItem(ENTERPRISE_TOKEN_KEY)).toBeNull();
  });

  it('gives an error object when a refresh after a 401 fails', async () => {
    storeToken('revoked', Date.now() + 300_000);
    server.use(
      http.post(IAM_URL, () => new HttpResponse(null, { status: 503 })),
      products(seen, ['token-1']),
    );
    expect(await callProducts()).toMatchObject({ error: { status: 503 } });
    expect(seen.productCalls).toHaveLength(1);
  });
});
