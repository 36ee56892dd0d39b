import { http, type RequestHandler } from 'msw';
import type { MemberSiteSession, OtpwCheck } from '../../../api/sso';
import { sandboxNow } from '../../db/clock';
import { customerForToken, SESSION_TTL_MS } from '../../db/sessions';
import { mutate } from '../../db/state';
import { apiUrl } from '../support';
import { jsonBody, ok, text } from '../respond';

/** A live session named by the token header slides on to a full two hours (member-site activity). */
function touchSession(token: string | null): string {
  const customer = customerForToken(token);
  if (!customer || !token) return '';
  const expiresAt = new Date(sandboxNow().getTime() + SESSION_TTL_MS).toISOString();
  mutate((database) => {
    const session = database.sessions.find((row) => row.token === token);
    if (session) session.expiresAt = expiresAt;
  });
  return token;
}

/** The member site's session checks, which the portal's "stay signed in" uses. */
export const memberSiteHandlers: RequestHandler[] = [
  http.get(apiUrl('Check', 'memberSite'), ({ request }) =>
    ok<MemberSiteSession>({ token: touchSession(request.headers.get('token')) }),
  ),
  http.post(apiUrl('SSO/CHTMember/OtpwCheck_V2', 'memberSite'), async ({ request }) => {
    const body = await jsonBody(request);
    const otpw = text(body?.otpw);
    const isMemberLogin = customerForToken(otpw) !== null;
    return ok<OtpwCheck>({
      isMemberLogin,
      isTheSame: isMemberLogin && otpw === request.headers.get('token'),
    });
  }),
];
