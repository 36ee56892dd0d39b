import { http, type RequestHandler } from 'msw';
import type { FastLoginSetting } from '../../../api/member';
import { fastLoginOf, setFastLogin } from '../../db/tables/loginRules';
import { apiUrl, withCustomer } from '../support';
import { jsonBody, ok, reply, text } from '../respond';

/** The member's SMS fast-login preference. */
export const fastLoginHandlers: RequestHandler[] = [
  http.get(
    apiUrl('CHTMember/FastLoginSetting'),
    withCustomer(({ customer }) => ok<FastLoginSetting>(fastLoginOf(customer))),
  ),
  http.post(
    apiUrl('CHTMember/SetFastLoginSetting'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      return reply<FastLoginSetting>(
        setFastLogin(customer, body?.enabled === true, text(body?.mobile)),
      );
    }),
  ),
];
