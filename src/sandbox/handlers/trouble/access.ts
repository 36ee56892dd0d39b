import { http, type RequestHandler } from 'msw';
import type { TroubleToken } from '../../../api/types/trouble';
import { validateMobile } from '../../../lib/validators';
import { spendCaptcha } from '../../db/captcha';
import { sandboxNow } from '../../db/clock';
import { findDevice } from '../../db/sessions';
import { nextSequence } from '../../db/state';
import { SANDBOX_OTP_CODE } from '../../db/tables/login';
import { ok, refuseWith } from '../respond';
import {
  changeSupport,
  onEveryPath,
  queryText,
  troubleRoutes,
  TROUBLE_ERRORS,
  type Actor,
  type Variant,
} from './shared';

/** GetToken without logging in: a known number and a captcha open a session. */
function openAccess(request: Request): Response {
  const deviceNo = request.headers.get('deviceno')?.trim() ?? '';
  const outcome = spendCaptcha(
    request.headers.get('captcha') ?? '',
    request.headers.get('code') ?? '',
  );
  if (outcome === 'expired') return refuseWith(TROUBLE_ERRORS.captchaExpired);
  if (outcome === 'wrong') return refuseWith(TROUBLE_ERRORS.captchaWrong);
  if (!findDevice(deviceNo)) return refuseWith(TROUBLE_ERRORS.notFound);
  const token = `TNL${String(nextSequence()).padStart(8, '0')}`;
  const createdAt = sandboxNow().toISOString();
  changeSupport((support) => {
    support.troubleAccess.push({ token, deviceNo, createdAt, smsMobile: null, verified: false });
  });
  return ok<TroubleToken>({ token });
}

function changeAccess(
  actor: Actor,
  change: (row: { smsMobile: string | null; verified: boolean }) => void,
) {
  if (actor.kind !== 'visitor') return;
  changeSupport((support) => {
    const row = support.troubleAccess.find((candidate) => candidate.token === actor.access.token);
    if (row) change(row);
  });
}

/** smsOTP: a mobile number gets the code; a visitor's mobile number must be the number itself. */
function sendSms(actor: Actor, request: Request): Response {
  const mobile = queryText(request, 'mobileno');
  if (!validateMobile(mobile).ok) return refuseWith(TROUBLE_ERRORS.smsMobile);
  const isMobile = actor.device.deviceType === 'mobile';
  if (actor.kind === 'visitor' && isMobile && mobile !== actor.device.deviceNo) {
    return refuseWith(TROUBLE_ERRORS.smsMobile);
  }
  changeAccess(actor, (row) => {
    row.smsMobile = mobile;
  });
  return ok<null>(null);
}

function checkSms(actor: Actor, request: Request): Response {
  const mobile = queryText(request, 'mobileno');
  if (queryText(request, 'smsotp') !== SANDBOX_OTP_CODE) {
    return refuseWith(TROUBLE_ERRORS.smsWrong);
  }
  if (actor.kind === 'visitor' && actor.access.smsMobile !== mobile) {
    return refuseWith(TROUBLE_ERRORS.smsWrong);
  }
  changeAccess(actor, (row) => {
    row.verified = true;
  });
  return ok<null>(null);
}

function accessRoutes(variant: Variant): RequestHandler[] {
  const { url, get } = troubleRoutes(variant);
  const tokenHandler =
    variant === 'noLogin'
      ? http.get(url('GetToken'), ({ request }) => openAccess(request))
      : get('GetToken', (_actor, request) =>
          ok<TroubleToken>({ token: request.headers.get('token') ?? '' }),
        );
  return [tokenHandler, get('smsOTP', sendSms, false), get('smsCheck', checkSms, false)];
}

/** Who may report: the no-login session (captcha, then the SMS code) or the member's token. */
export const troubleAccessHandlers: RequestHandler[] = onEveryPath(accessRoutes);
