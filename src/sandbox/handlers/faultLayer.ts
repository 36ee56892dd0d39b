import { delay, http, HttpResponse } from 'msw';
import type { CarrierEnvelope } from '../../api/http';
import { currentLatencyMs, INJECTED_FAILURE_MESSAGE, takeInjectedFailure } from '../faults';
import { apiUrl, isApiCall } from './support';

/**
 * Calls the portal makes by itself on every page (the member site's session checks, server time,
 * the announcement list): an armed failure waits for the next call a screen makes instead.
 */
const BACKGROUND_CALLS: [string, 'api' | 'memberSite'][] = [
  ['Check', 'memberSite'],
  ['SSO/CHTMember/OtpwCheck_V2', 'memberSite'],
  ['Http/CurrentTime', 'api'],
  ['Announcement/SitecoreAnnouncement', 'api'],
];

export function isBackgroundCall(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return (
    BACKGROUND_CALLS.some(([call, target]) => path === apiUrl(call, target)) ||
    /recommend/i.test(path)
  );
}

/**
 * Runs before every domain handler for calls to the API bases: waits the simulated latency
 * (browser only), then answers an armed one-shot failure. Otherwise it returns nothing, so the
 * request goes on to the domain handlers.
 */
export const faultLayer = http.all(
  ({ request }) => isApiCall(request.url),
  async ({ request }) => {
    const latency = currentLatencyMs();
    if (latency > 0) await delay(latency);
    if (isBackgroundCall(request.url)) return undefined;
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
