import { delay, http, HttpResponse } from 'msw';
import type { CarrierEnvelope } from '../../api/http';
import { currentLatencyMs, INJECTED_FAILURE_MESSAGE, takeInjectedFailure } from '../faults';
import { isApiCall } from './support';

/**
 * Runs before every domain handler for calls to the API bases: waits the simulated latency
 * (browser only), then answers an armed one-shot failure. Otherwise it returns nothing, so the
 * request goes on to the domain handlers.
 */
export const faultLayer = http.all(
  ({ request }) => isApiCall(request.url),
  async () => {
    const latency = currentLatencyMs();
    if (latency > 0) await delay(latency);
    const failure = takeInjectedFailure();
    if (failure === 'http503') return HttpResponse.json({}, { status: 503 });
    if (failure === 'result') {
      return HttpResponse.json<CarrierEnvelope<never>>({
        result: -1,
        message: INJECTED_FAILURE_MESSAGE,
      });
    }
    return undefined;
  },
);
