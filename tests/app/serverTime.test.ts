import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetServerClock, serverClockOffset, serverNow } from '../../src/state/serverClock';
import { server } from '../../src/sandbox/node';
import { apiUrl } from '../../src/sandbox/handlers/support';

afterEach(() => {
  forgetServerClock();
});

describe('server time', () => {
  it('follows the server clock when Http/CurrentTime answers', async () => {
    const serverTime = new Date(Date.now() + 3 * 3_600_000).toISOString();
    server.use(
      http.get(apiUrl('Http/CurrentTime'), () =>
        HttpResponse.json({ result: 1, data: { serverTime } }),
      ),
    );
    const offset = await serverClockOffset();
    expect(offset).toBeGreaterThan(3 * 3_600_000 - 5_000);
    expect(offset).toBeLessThan(3 * 3_600_000 + 5_000);
    expect(Math.abs((await serverNow()).getTime() - Date.parse(serverTime))).toBeLessThan(5_000);
  });

  it('falls back to the local clock when the result is not 1', async () => {
    server.use(
      http.get(apiUrl('Http/CurrentTime'), () =>
        HttpResponse.json({ result: -1, message: 'busy' }),
      ),
    );
    expect(await serverClockOffset()).toBe(0);
  });

  it('falls back to the local clock when the time cannot be read', async () => {
    server.use(
      http.get(apiUrl('Http/CurrentTime'), () =>
        HttpResponse.json({ result: 1, data: { serverTime: 'not a time' } }),
      ),
    );
    expect(await serverClockOffset()).toBe(0);
  });

  it('asks the server once per page load', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('Http/CurrentTime'), () => {
        calls += 1;
        return HttpResponse.json({ result: 1, data: { serverTime: new Date().toISOString() } });
      }),
    );
    await Promise.all([serverNow(), serverNow(), serverClockOffset()]);
    expect(calls).toBe(1);
  });
});
