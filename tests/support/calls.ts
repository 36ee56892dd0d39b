import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../src/sandbox/handlers/support';
import { server } from '../../src/sandbox/node';

/** What the carrier says when it refuses a call ("system busy, try again later"). */
export const CARRIER_REFUSAL = '系統忙碌中，請稍後再試';

/** The next call to this path is refused by the carrier with CARRIER_REFUSAL. */
export function refuseOnce(path: string, method: 'get' | 'post' = 'get'): void {
  server.use(
    http[method](apiUrl(path), () => HttpResponse.json({ result: -1, message: CARRIER_REFUSAL }), {
      once: true,
    }),
  );
}

/**
 * Holds the next call to this path until the returned release is called; then the call goes on
 * to the sandbox as usual.
 */
export function holdOnce(path: string, method: 'get' | 'post' = 'get'): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](
      apiUrl(path),
      async () => {
        await released;
      },
      { once: true },
    ),
  );
  return release;
}
