import { http, type RequestHandler } from 'msw';
import type { SignInBoard } from '../../../api/member';
import { sandboxNow } from '../../db/clock';
import { boardOf, checkIn } from '../../db/tables/loginRules';
import { apiUrl, withCustomer } from '../support';
import { ok, reply } from '../respond';

/** The daily check-in board. */
export const signInBoardHandlers: RequestHandler[] = [
  http.get(
    apiUrl('CHTMember/SignInBoard'),
    withCustomer(({ customer }) => ok<SignInBoard>(boardOf(customer, sandboxNow()))),
  ),
  http.post(
    apiUrl('CHTMember/SignIn'),
    withCustomer(({ customer }) => reply<SignInBoard>(checkIn(customer, sandboxNow()))),
  ),
];
