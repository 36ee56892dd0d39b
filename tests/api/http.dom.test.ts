import { AxiosError } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../src/api/call';
import {
  errorFromException,
  FALLBACK_MESSAGES,
  holdCallsUntilPainted,
  httpInstance,
  REQUEST_TIMEOUT_MS,
  setCommonHeaderProvider,
  TransportErrorCode,
} from '../../src/api/http';
import { env } from '../../src/config/env';
import { encryptText } from '../../src/lib/aes';
import { server } from '../../src/sandbox/node';
import { clientActions } from '../../src/state/client';
import { userLoggedIn } from '../../src/state/events';
import { bindStoreToHttp, LOGIN_SOURCE_APP, LOGIN_SOURCE_WEB } from '../../src/state/httpBinding';
import { prepaidActions } from '../../src/state/prepaid';
import { makeStore } from '../../src/state/store';

const URL = 'http://localhost:3000/api/Test/Thing';

function reply(resolver: () => Response | Promise<Response>) {
  server.use(http.get(URL, resolver));
}

const get = <T = unknown>(extra: { encrypted?: boolean; envelope?: boolean } = {}) =>
  call<T>({ method: 'GET', path: 'Test/Thing', ...extra });

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

describe('error mapping', () => {
  it('maps a network error', async () => {
    reply(() => HttpResponse.error());
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK },
    });
  });

  it.each([400, 401, 404])('maps HTTP %i with a message body to that message', async (status) => {
    reply(() => HttpResponse.json({ result: -1, message: 'Carrier says no' }, { status }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.http, status, message: 'Carrier says no' },
    });
  });

  it.each([
    [500, { message: 'boom' }],
    [500, { result: -1, message: 'NullReferenceException at Gateway.Login()' }],
    [502, { message: 'upstream timed out' }],
    [503, { result: -1, message: 'Carrier says no' }],
  ])('never shows the body of HTTP %i, only its own message', async (status, body) => {
    reply(() => HttpResponse.json(body, { status }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.http, status, message: FALLBACK_MESSAGES.HTTP },
    });
  });

  it.each([400, 500])('maps HTTP %i without a body', async (status) => {
    reply(() => new HttpResponse(null, { status }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.http, status, message: FALLBACK_MESSAGES.HTTP },
    });
  });

  it('maps an HTML error page', async () => {
    reply(() => HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 502 }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.http, status: 502, message: FALLBACK_MESSAGES.HTTP },
    });
  });

  it('maps an HTML page served with 200', async () => {
    reply(() => HttpResponse.html('<html><body>Login</body></html>'));
    expect(await get()).toEqual({
      error: {
        code: TransportErrorCode.badResponse,
        status: 200,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    });
  });

  it('maps malformed JSON', async () => {
    reply(
      () =>
        new HttpResponse('{"result":1,"data":', {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await get()).toEqual({
      error: {
        code: TransportErrorCode.badResponse,
        status: 200,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    });
  });

  it('maps 204 No Content', async () => {
    reply(() => new HttpResponse(null, { status: 204 }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.empty, status: 204, message: FALLBACK_MESSAGES.EMPTY },
    });
  });

  it('maps an empty 200 body', async () => {
    reply(() => new HttpResponse('', { status: 200 }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.empty, status: 200, message: FALLBACK_MESSAGES.EMPTY },
    });
  });

  it('maps a JSON body without a result', async () => {
    reply(() => HttpResponse.json({ data: { a: 1 } }));
    expect(await get()).toMatchObject({ error: { code: TransportErrorCode.badResponse } });
  });

  it('maps result -1 without a message', async () => {
    reply(() => HttpResponse.json({ result: -1 }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.rejected, status: 200, message: FALLBACK_MESSAGES.RESULT },
    });
  });

  it('maps result -1 with the carrier message', async () => {
    reply(() => HttpResponse.json({ result: -1, message: 'Not logged in' }));
    expect(await get()).toEqual({
      error: { code: TransportErrorCode.rejected, status: 200, message: 'Not logged in' },
    });
  });

  it('maps result -1 with the carrier code', async () => {
    reply(() => HttpResponse.json({ result: -1, message: 'Card used', code: 'E1203' }));
    expect(await get()).toEqual({ error: { code: 'E1203', status: 200, message: 'Card used' } });
  });

  it('maps result 0 as a failure too', async () => {
    reply(() => HttpResponse.json({ result: 0, code: 7 }));
    expect(await get()).toMatchObject({ error: { code: 7, message: FALLBACK_MESSAGES.RESULT } });
  });

  it("accepts result '1' as a string", async () => {
    reply(() => HttpResponse.json({ result: '1', data: { balance: 120 } }));
    expect(await get()).toEqual({ data: { balance: 120 } });
  });

  it('gives null data for a success without data', async () => {
    reply(() => HttpResponse.json({ result: 1 }));
    expect(await get()).toEqual({ data: null });
  });

  it('takes any JSON object as the data of a call without the wrapper', async () => {
    reply(() => HttpResponse.json({ version: '1.2.3' }));
    expect(await get({ envelope: false })).toEqual({ data: { version: '1.2.3' } });
  });
});

describe('timeout', () => {
  it('is 120 s on every instance', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    for (const target of ['api', 'memberSite', 'enterprise'] as const) {
      expect((await httpInstance(target)).defaults.timeout).toBe(120_000);
    }
  });

  it('maps ECONNABORTED and ETIMEDOUT to the timeout error', () => {
    for (const code of ['ECONNABORTED', 'ETIMEDOUT']) {
      expect(errorFromException(new AxiosError('timeout of 120000ms exceeded', code))).toEqual({
        code: TransportErrorCode.timeout,
        message: FALLBACK_MESSAGES.TIMEOUT,
      });
    }
  });

  it('maps a real request that outlives its timeout', async () => {
    reply(async () => {
      await delay(500);
      return HttpResponse.json({ result: 1 });
    });
    // jsdom's intercepted XMLHttpRequest ignores `timeout`; Node's adapter enforces it as browsers do.
    const caught: unknown = await (
      await httpInstance('api')
    )
      .get('Test/Thing', { timeout: 20, adapter: 'http' })
      .catch((error: unknown) => error);
    expect(errorFromException(caught)).toEqual({
      code: TransportErrorCode.timeout,
      message: FALLBACK_MESSAGES.TIMEOUT,
    });
  });

  it('maps cancellation and anything else', () => {
    expect(errorFromException(new AxiosError('canceled', 'ERR_CANCELED'))).toMatchObject({
      code: 'CANCELED',
    });
    expect(errorFromException(new Error('boom'))).toMatchObject({
      code: TransportErrorCode.network,
    });
  });
});

describe('encrypted replies', () => {
  it('decodes AES-encrypted data', async () => {
    const data = encryptText(JSON.stringify({ sn: 'SN-1', name: 'Lin' }), env.storagePassphrase);
    reply(() => HttpResponse.json({ result: 1, data }));
    expect(await get({ encrypted: true })).toEqual({ data: { sn: 'SN-1', name: 'Lin' } });
  });

  it('passes plain (unencrypted) object data through', async () => {
    reply(() => HttpResponse.json({ result: 1, data: { sn: 'SN-2' } }));
    expect(await get({ encrypted: true })).toEqual({ data: { sn: 'SN-2' } });
  });

  it.each([
    ['garbage', 'not-a-ciphertext'],
    ['another passphrase', encryptText('{"sn":"x"}', 'some-other-passphrase-123')],
    ['encrypted non-JSON', encryptText('not json', env.storagePassphrase)],
  ])('refuses undecryptable data (%s)', async (_label, data) => {
    reply(() => HttpResponse.json({ result: 1, data }));
    expect(await get({ encrypted: true })).toEqual({
      error: {
        code: TransportErrorCode.badResponse,
        status: 200,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    });
  });
});

describe('common headers from the store', () => {
  function captureHeaders() {
    const seen: Headers[] = [];
    server.use(
      http.get(URL, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ result: 1 });
      }),
    );
    return seen;
  }

  function loggedIn() {
    const store = makeStore();
    store.dispatch(
      userLoggedIn({
        token: 'tok-123',
        loginType: 'chtmember',
        devices: [
          {
            deviceNo: '0912000111',
            NoAreaDeviceNo: '',
            AliasOfCustom: '',
            AliasOfDefault: '',
            deviceType: 'mobile',
            BindingType: 'legalSMS',
            PidHash: '',
            AttachedNo: '',
            contractRate: '',
            index: 0,
            show: true,
          },
        ],
      }),
    );
    return store;
  }

  it('sends deviceno, identifier, token, isLogin and source MYCHT on the web', async () => {
    const store = loggedIn();
    bindStoreToHttp(store);
    const seen = captureHeaders();
    await get();
    const headers = seen[0]!;
    expect(headers.get('deviceno')).toBe('0912000111');
    expect(headers.get('identifier')).toBe(store.getState().client.identifier);
    expect(headers.get('token')).toBe('tok-123');
    expect(headers.get('isLogin')).toBe('Y');
    expect(headers.get('source')).toBe(LOGIN_SOURCE_WEB);
    expect(LOGIN_SOURCE_WEB).toBe('MYCHT');
  });

  it('sends source APP and the attached number when embedded', async () => {
    const store = makeStore();
    store.dispatch(
      clientActions.embeddedModeEntered({ source: 'APP', parameters: { AttachedNo: '0277' } }),
    );
    bindStoreToHttp(store);
    const seen = captureHeaders();
    await get();
    expect(seen[0]!.get('source')).toBe(LOGIN_SOURCE_APP);
    expect(LOGIN_SOURCE_APP).toBe('APP');
    expect(seen[0]!.get('attachedno')).toBe('0277');
    expect(seen[0]!.get('isLogin')).toBe('N');
    expect(seen[0]!.has('token')).toBe(false);
    expect(seen[0]!.has('deviceno')).toBe(false);
  });

  it('sends the prepaid token in prepaid mode', async () => {
    const store = makeStore();
    store.dispatch(prepaidActions.prepaidSessionStarted({ token: '5566' }));
    store.dispatch(clientActions.prepaidModeChanged(true));
    bindStoreToHttp(store);
    const seen = captureHeaders();
    await get();
    expect(seen[0]!.get('token')).toBe('5566');
  });

  it('lets a call leave the session headers out', async () => {
    bindStoreToHttp(loggedIn());
    const seen = captureHeaders();
    await call({ method: 'GET', path: 'Test/Thing', withoutCommonHeaders: true });
    expect(seen[0]!.has('token')).toBe(false);
    expect(seen[0]!.has('identifier')).toBe(false);
  });

  it('lets per-call headers join the common ones', async () => {
    bindStoreToHttp(loggedIn());
    const seen = captureHeaders();
    await call({ method: 'GET', path: 'Test/Thing', headers: { billmonth: '202501', skip: '' } });
    expect(seen[0]!.get('billmonth')).toBe('202501');
    expect(seen[0]!.has('skip')).toBe(false);
    expect(seen[0]!.get('token')).toBe('tok-123');
  });
});

describe('a public GET (the first view reads index.html has preloaded)', () => {
  const publicGet = <T = unknown>() =>
    call<T>({ method: 'GET', path: 'Test/Thing', publicGet: true });

  it('sends no session headers, so that the request is the one the page preloaded', async () => {
    setCommonHeaderProvider(() => ({ token: 'secret', deviceno: '0912345678', Language: 'en' }));
    const names: string[] = [];
    server.use(
      http.get(URL, ({ request }) => {
        names.push(...request.headers.keys());
        return HttpResponse.json({ result: 1, data: { ok: true } });
      }),
    );
    expect(await publicGet()).toEqual({ data: { ok: true } });
    expect(names).not.toContain('token');
    expect(names).not.toContain('deviceno');
    expect(names).not.toContain('language');
  });

  it('reads the carrier wrapper as every call does', async () => {
    reply(() => HttpResponse.json({ result: 0, message: 'Not now' }));
    expect(await publicGet()).toEqual({
      error: { code: TransportErrorCode.rejected, status: 200, message: 'Not now' },
    });
  });

  it('maps a network failure, an HTTP failure and an unreadable body like axios calls', async () => {
    reply(() => HttpResponse.error());
    expect(await publicGet()).toEqual({
      error: { code: TransportErrorCode.network, message: FALLBACK_MESSAGES.NETWORK },
    });
    reply(() => HttpResponse.json({ message: 'boom' }, { status: 502 }));
    expect(await publicGet()).toEqual({
      error: { code: TransportErrorCode.http, status: 502, message: FALLBACK_MESSAGES.HTTP },
    });
    reply(() => new HttpResponse('<html>proxy</html>', { status: 200 }));
    expect(await publicGet()).toEqual({
      error: {
        code: TransportErrorCode.badResponse,
        status: 200,
        message: FALLBACK_MESSAGES.BAD_RESPONSE,
      },
    });
    reply(() => new HttpResponse('', { status: 200 }));
    expect(await publicGet()).toEqual({
      error: { code: TransportErrorCode.empty, status: 200, message: FALLBACK_MESSAGES.EMPTY },
    });
  });
});

describe("the screen's first calls wait for the page's first paint", () => {
  afterEach(() => {
    holdCallsUntilPainted(Promise.resolve());
  });

  it('holds calls until the paint, but not the public GETs the page has preloaded', async () => {
    let painted: () => void = () => undefined;
    holdCallsUntilPainted(
      new Promise<void>((resolve) => {
        painted = resolve;
      }),
    );
    reply(() => HttpResponse.json({ result: 1, data: 'here' }));
    let screenCallSettled = false;
    const screenCall = get().then((result) => {
      screenCallSettled = true;
      return result;
    });
    expect(await call({ method: 'GET', path: 'Test/Thing', publicGet: true })).toEqual({
      data: 'here',
    });
    expect(screenCallSettled).toBe(false);
    painted();
    expect(await screenCall).toEqual({ data: 'here' });
  });
});
