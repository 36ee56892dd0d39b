import { http, type RequestHandler } from 'msw';
import { type EBillConfirmation, type EBillConfirmToken } from '../../../api/types/bill';
import { sandboxNow } from '../../db/clock';
import { hashSeed } from '../../db/random';
import { mutate, nextSequence } from '../../db/state';
import { EBILL_CONFIRM_TOKEN_TTL_MS } from '../../db/tables/ebill';
import { apiUrl } from '../support';
import { jsonBody, ok, refuse, refuseWith } from '../respond';
import {
  EBILL_MESSAGES,
  billLink,
  statusOf,
  confirmationOf,
  requestOfToken,
  NOT_PENDING,
  applyConfirmed,
} from './shared';

export const confirmationHandlers: RequestHandler[] = [
  http.post(
    apiUrl('Bill/EbillCheck'),
    billLink(async ({ request }) => {
      const found = requestOfToken((await jsonBody(request))?.token);
      if (!found) return refuse(EBILL_MESSAGES.unknownLink);
      return ok<EBillConfirmation>(confirmationOf(found, sandboxNow()));
    }),
  ),

  http.get(
    apiUrl('Bill/EBillConfirmGetToken'),
    billLink(({ request }) => {
      const found = requestOfToken(new URL(request.url).searchParams.get('token'));
      if (!found) return refuse(EBILL_MESSAGES.unknownLink);
      const now = sandboxNow();
      const status = statusOf(found, now);
      if (status !== 'pending') return refuse(NOT_PENDING[status]);
      const sequence = nextSequence();
      const confirmToken = `ct-${hashSeed(`${found.token}#${String(sequence)}`).toString(36)}`;
      mutate(() => {
        found.confirmToken = confirmToken;
        found.confirmTokenExpiresAt = new Date(
          now.getTime() + EBILL_CONFIRM_TOKEN_TTL_MS,
        ).toISOString();
      });
      return ok<EBillConfirmToken>({
        confirmToken,
        expiresIn: EBILL_CONFIRM_TOKEN_TTL_MS / 1000,
      });
    }),
  ),

  http.post(
    apiUrl('Bill/EBillConfirm'),
    billLink(async ({ request }) => {
      const body = await jsonBody(request);
      const found = requestOfToken(body?.token);
      if (!found) return refuse(EBILL_MESSAGES.unknownLink);
      const now = sandboxNow();
      const status = statusOf(found, now);
      if (status !== 'pending') return refuse(NOT_PENDING[status]);
      const tokenWorks =
        found.confirmToken !== null &&
        body?.confirmToken === found.confirmToken &&
        found.confirmTokenExpiresAt !== null &&
        new Date(found.confirmTokenExpiresAt) > now;
      if (!tokenWorks) return refuse(EBILL_MESSAGES.badConfirmToken);
      const confirmed = applyConfirmed(found, now);
      if (!confirmed.ok) return refuseWith(confirmed);
      return ok<EBillConfirmation>(confirmationOf(confirmed.value, now));
    }),
  ),
];
