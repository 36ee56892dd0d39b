import { http, type RequestHandler } from 'msw';
import type { PukCodes } from '../../../api/device';
import { db } from '../../db/state';
import { spendCaptcha, CAPTCHA_MESSAGES } from '../captchaSpend';
import { lineIn, MOBILE_ERROR_CODES, MOBILE_MESSAGES } from '../../db/tables/mobileRules';
import { apiUrl, withCustomer } from '../support';
import { jsonBody, ok, refuse, refuseWith, text } from '../respond';

export const pukHandlers: RequestHandler[] = [
  http.post(
    apiUrl('Device/PUK'),
    withCustomer(async ({ request, customer }) => {
      const number = text((await jsonBody(request))?.DSSN);
      const line = lineIn(db(), number);
      const owned = db().devices.some(
        (row) => row.deviceNo === number && row.customerId === customer.id,
      );
      if (!line || !owned) return refuse(MOBILE_MESSAGES.noLine);
      return ok<PukCodes>({ puk1: line.puk1, puk2: line.puk2 });
    }),
  ),
  http.post(apiUrl('Device/PukforCustomer'), async ({ request }) => {
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
    const body = await jsonBody(request);
    const database = db();
    const line = lineIn(database, text(request.headers.get('searchno')));
    const device = line && database.devices.find((row) => row.deviceNo === line.deviceNo);
    const holder = device && database.customers.find((row) => row.id === device.customerId);
    const birthday = holder?.birthday.replaceAll('-', '');
    // One answer for every mismatch, so that the lookup tells nothing about which part was wrong.
    if (
      !line ||
      !birthday ||
      text(body?.DSSN) !== line.simSerial ||
      text(body?.BIRTHDAY) !== birthday
    ) {
      return refuseWith({
        code: MOBILE_ERROR_CODES.pukMismatch,
        message: MOBILE_MESSAGES.pukMismatch,
      });
    }
    return ok<PukCodes>({ puk1: line.puk1, puk2: line.puk2 });
  }),
];
