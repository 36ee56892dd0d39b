import { http, type RequestHandler } from 'msw';
import type { RepairSlip } from '../../../api/device';
import { db } from '../../db/state';
import { spendCaptcha, CAPTCHA_MESSAGES } from '../captchaSpend';
import { repairSlipsFor } from '../../db/tables/mobileLineRules';
import { MOBILE_ERROR_CODES, MOBILE_MESSAGES } from '../../db/tables/mobileRules';
import { apiUrl } from '../support';
import { ok, refuse, refuseWith, text } from '../respond';

export const repairHandlers: RequestHandler[] = [
  http.get(apiUrl('Device/QueryInAndOutDeviceNumber'), ({ request }) => {
    const searchNo = text(request.headers.get('searchno'));
    if (!searchNo) return refuse(MOBILE_MESSAGES.searchRequired);
    const refused = spendCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
    );
    if (refused) {
      return refuseWith({
        code: refused === CAPTCHA_MESSAGES.wrong ? MOBILE_ERROR_CODES.captchaWrong : undefined,
        message: refused,
      });
    }
    return ok<RepairSlip[]>(repairSlipsFor(db(), searchNo));
  }),
];
