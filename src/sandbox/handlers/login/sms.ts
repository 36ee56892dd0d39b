import { http, type RequestHandler } from 'msw';
import type { OtpSent, OtpVerified } from '../../../api/otp';
import { sandboxNow } from '../../db/clock';
import { hashSeed } from '../../db/random';
import { SESSION_TTL_MS } from '../../db/sessions';
import { mutate, nextSequence } from '../../db/state';
import { checkCaptcha, sendOtp, verifyOtp, type OtpRequest } from '../../db/tables/loginRules';
import { apiUrl } from '../support';
import { jsonBody, ok, refuseWith, reply, text } from '../respond';

async function otpRequestOf(request: Request): Promise<OtpRequest> {
  const body = await jsonBody(request);
  return {
    mobile: text(body?.mobileno),
    pid: text(body?.pid),
    identifier: text(body?.identifier),
  };
}

/** An SMS login session: the carrier's SMS tokens start with SMS (spec 02 §4.7). */
function createSmsSession(customerId: string): string {
  const sequence = nextSequence();
  const now = sandboxNow();
  const token = `SMS-${String(sequence).padStart(4, '0')}-${hashSeed(`sms#${customerId}#${sequence}`).toString(36)}`;
  mutate((database) => {
    database.sessions.push({
      token,
      customerId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    });
  });
  return token;
}

/** The SMS one-time-code login: the first code behind a captcha, resends, and the check. */
export const smsLoginHandlers: RequestHandler[] = [
  http.post(apiUrl('SMSAuth/GetOTPWithCaptcha'), async ({ request }) => {
    const now = sandboxNow();
    const captcha = checkCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
      now,
    );
    if (!captcha.ok) return refuseWith(captcha);
    return reply<OtpSent>(sendOtp(await otpRequestOf(request), false, now));
  }),
  http.post(apiUrl('SMSAuth/GetOTP'), async ({ request }) =>
    reply<OtpSent>(sendOtp(await otpRequestOf(request), true, sandboxNow())),
  ),
  http.post(apiUrl('SMSAuth/VerifyOTP'), async ({ request }) => {
    const body = await jsonBody(request);
    const verified = verifyOtp(
      { mobile: text(body?.mobileno), identifier: text(body?.identifier) },
      text(body?.smsotp),
      sandboxNow(),
    );
    if (!verified.ok) return refuseWith(verified);
    return ok<OtpVerified>({ token: createSmsSession(verified.value) });
  }),
];
