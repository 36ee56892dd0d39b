import { http, type RequestHandler } from 'msw';
import type { MemberLogin } from '../../../api/member';
import type { ChtMemberInfo } from '../../../api/types/member';
import { sandboxNow } from '../../db/clock';
import { createSession, memberInfoOf, SESSION_TTL_MS } from '../../db/sessions';
import { checkPassword, consumeValidatedChallenge } from '../../db/tables/loginRules';
import { apiUrl } from '../support';
import { encrypted, jsonBody, ok, refuseWith, text } from '../respond';

/** The member account login: a challenge that passed the captcha, then account and password. */
export const passwordLoginHandlers: RequestHandler[] = [
  http.post(apiUrl('CHTMember/LoginGateway'), async ({ request }) => {
    const body = await jsonBody(request);
    const now = sandboxNow();
    const challenge = consumeValidatedChallenge(text(body?.authtoken), now);
    if (!challenge.ok) return refuseWith(challenge);
    const pw = typeof body?.pw === 'string' ? body.pw : '';
    const login = checkPassword(text(body?.uid), pw, now);
    if (!login.ok) return refuseWith(login);
    const session = createSession(login.value.id);
    return ok(
      encrypted<MemberLogin>({
        token: session.token,
        expiresIn: SESSION_TTL_MS / 1000,
        memberInfo: memberInfoOf(login.value) satisfies ChtMemberInfo,
      }),
    );
  }),
];
