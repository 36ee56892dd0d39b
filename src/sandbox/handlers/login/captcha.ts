import { http, type RequestHandler } from 'msw';
import type { LoginChallenge } from '../../../api/member';
import { sandboxNow } from '../../db/clock';
import { hashSeed } from '../../db/random';
import { mutate, nextSequence } from '../../db/state';
import { LOGIN_LIMITS, SANDBOX_CAPTCHA_ANSWER } from '../../db/tables/login';
import { checkCaptcha, loginTables } from '../../db/tables/loginRules';
import { apiUrl } from '../support';
import { ok, refuseWith, text } from '../respond';

/** The picture of a challenge: its answer on a noisy background, as an SVG data URL. */
function captchaPicture(answer: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44">` +
    `<rect width="120" height="44" fill="#f1f3f7"/>` +
    `<path d="M4 30 C30 8 60 40 116 14" stroke="#9aa4b5" fill="none" stroke-width="2"/>` +
    `<text x="60" y="30" font-family="monospace" font-size="24" letter-spacing="6" ` +
    `text-anchor="middle" fill="#1d2633">${answer}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Captcha challenges: handed out, then checked (the login, bill payment and lookups use them). */
export const captchaHandlers: RequestHandler[] = [
  http.get(apiUrl('CHTMember/AuthTokenWithCaptcha'), () => {
    const sequence = nextSequence();
    const authToken = `cap-${String(sequence).padStart(4, '0')}-${hashSeed(`captcha#${sequence}`).toString(36)}`;
    mutate((database) => {
      const login = loginTables(database);
      const now = sandboxNow().getTime();
      login.challenges = login.challenges.filter(
        (row) => now - Date.parse(row.createdAt) < LOGIN_LIMITS.challengeTtlMs,
      );
      login.challenges.push({
        authToken,
        answer: SANDBOX_CAPTCHA_ANSWER,
        createdAt: new Date(now).toISOString(),
        validated: false,
        used: false,
      });
    });
    return ok<LoginChallenge>({ authToken, captchaImage: captchaPicture(SANDBOX_CAPTCHA_ANSWER) });
  }),
  http.put(apiUrl('Captcha/Vaild'), ({ request }) => {
    const checked = checkCaptcha(
      text(request.headers.get('token')),
      text(request.headers.get('code')),
      sandboxNow(),
    );
    return checked.ok ? ok<unknown>({ valid: true }) : refuseWith(checked);
  }),
];
