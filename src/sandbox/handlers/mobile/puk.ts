import { http, type RequestHandler } from 'msw';
import type { PukCodes } from '../../../api/device';
import { accepted, refused, type Outcome } from '../../db/outcome';
import { db } from '../../db/state';
import type { SandboxDb } from '../../db/types';
import { spendCaptcha, CAPTCHA_MESSAGES } from '../captchaSpend';
import { lineIn, MOBILE_ERROR_CODES, MOBILE_MESSAGES } from '../../db/tables/mobileRules';
import { apiUrl, withCustomer } from '../support';
import { jsonBody, ok, refuse, refuseWith, reply, text } from '../respond';

/** The holder's birthday as the calls send it (YYYYMMDD), or undefined for an unknown number. */
function holderBirthdayOf(database: SandboxDb, number: string): string | undefined {
  const device = database.devices.find((row) => row.deviceNo === number);
  const holder = device && database.customers.find((row) => row.id === device.customerId);
  return holder?.birthday.replaceAll('-', '');
}

/**
 * The codes of `number`, proved by a SIM serial (or the number itself) and the holder's birthday.
 * One answer for every mismatch, so that the lookup tells nothing about which part was wrong.
 */
function pukProvedBy(
  database: SandboxDb,
  number: string,
  proof: { dssn: string; birthday: string; dssnIs: 'simSerial' | 'number' },
): Outcome<PukCodes> {
  const line = lineIn(database, number);
  const birthday = holderBirthdayOf(database, number);
  const expected = proof.dssnIs === 'number' ? line?.deviceNo : line?.simSerial;
  if (!line || !birthday || proof.dssn !== expected || proof.birthday !== birthday) {
    return refused(MOBILE_MESSAGES.pukMismatch, MOBILE_ERROR_CODES.pukMismatch);
  }
  return accepted({ puk1: line.puk1, puk2: line.puk2 });
}

/** Without login: PukforCustomer and its spec 02 name InquiryPukforCustomer, behind a captcha. */
function pukForCustomerRoute(path: string) {
  return http.post(apiUrl(path), async ({ request }) => {
    const captchaRefusal = spendCaptcha(
      text(request.headers.get('captcha')),
      text(request.headers.get('code')),
    );
    if (captchaRefusal) {
      return refuseWith({
        code:
          captchaRefusal === CAPTCHA_MESSAGES.wrong ? MOBILE_ERROR_CODES.captchaWrong : undefined,
        message: captchaRefusal,
      });
    }
    const body = await jsonBody(request);
    return reply(
      pukProvedBy(db(), text(request.headers.get('searchno')), {
        dssn: text(body?.DSSN),
        birthday: text(body?.BIRTHDAY),
        dssnIs: 'simSerial',
      }),
    );
  });
}

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
  // Spec 02's signed-in name: the member's number (DSSN) and the holder's birthday.
  http.post(
    apiUrl('Device/inquiryPUK'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const number = text(body?.DSSN);
      const owned = db().devices.some(
        (row) => row.deviceNo === number && row.customerId === customer.id,
      );
      if (!owned) return refuse(MOBILE_MESSAGES.noLine);
      return reply(
        pukProvedBy(db(), number, {
          dssn: number,
          birthday: text(body?.BIRTHDAY),
          dssnIs: 'number',
        }),
      );
    }),
  ),
  pukForCustomerRoute('Device/PukforCustomer'),
  pukForCustomerRoute('Device/InquiryPukforCustomer'),
];
