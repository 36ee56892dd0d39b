import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { signInAs } from '../../src/sandbox/db/sessions';
import { handlers } from '../../src/sandbox/handlers';

/**
 * The carrier API as the nginx journeys see it: the sandbox's own handlers (the same business
 * rules as the sandbox build), answered over real HTTP on another origin, plus what a test needs
 * to arrange a journey (a member token) and a stand-in for the single sign-on pages.
 */
const STUB_ORIGIN = `http://127.0.0.1:${process.env.E2E_STUB_PORT ?? '4181'}`;

const stubHandlers: RequestHandler[] = [
  http.get(`${STUB_ORIGIN}/__stub/health`, () => HttpResponse.json({ ok: true })),
  http.post(`${STUB_ORIGIN}/__stub/sign-in/:customerId`, ({ params }) =>
    HttpResponse.json({ token: signInAs(String(params.customerId)).token }),
  ),
  // The member site's login page is not the portal's: a plain page is enough to land on.
  http.get(`${STUB_ORIGIN}/member-site/SSO/Init`, () =>
    HttpResponse.text('single sign-on (stub)', { headers: { 'Content-Type': 'text/plain' } }),
  ),
];

const everyHandler = [...stubHandlers, ...handlers];

export async function handleCarrierRequest(request: Request): Promise<Response> {
  const response = await getResponse(everyHandler, request);
  return response ?? HttpResponse.json({ message: 'not in the stub' }, { status: 404 });
}
