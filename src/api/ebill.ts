import { billCall } from './bill';
import { inputError } from './call';
import type { ApiResult } from './http';
import type { EBillConfirmation, EBillConfirmToken } from './types/bill';

/**
 * The e-bill confirmation mail's round trip (spec 02 §7.7): EbillCheck, EBillConfirmGetToken and
 * EBillConfirm. The e-bill requests themselves (status, apply, update, password flag, cancel) and
 * the SMS bill are in billSettings.ts.
 *
 * The link in the mail carries a token. The page it opens asks EbillCheck what the token is for,
 * fetches a one-time confirm token (a GET that changes nothing, so a mail scanner that follows
 * the link confirms nothing) and posts both to EBillConfirm. None of the three needs a login:
 * the link may be opened on any device. Like every Bill/ call they carry WM56.
 */

const MISSING_TOKEN = 'Confirmation token is required';

function tokenOf(token: string): string {
  return token.trim();
}

/** What a confirmation link is for and where it stands; changes nothing. */
export function checkEBillConfirmation(params: {
  token: string;
}): Promise<ApiResult<EBillConfirmation>> {
  const token = tokenOf(params.token);
  if (token === '') return inputError(MISSING_TOKEN);
  return billCall<EBillConfirmation>({ method: 'POST', path: 'Bill/EbillCheck', body: { token } });
}

/** A one-time token for confirming the request of this link (query `token`). */
export function getEBillConfirmToken(params: {
  token: string;
}): Promise<ApiResult<EBillConfirmToken>> {
  const token = tokenOf(params.token);
  if (token === '') return inputError(MISSING_TOKEN);
  return billCall<EBillConfirmToken>({
    method: 'GET',
    path: 'Bill/EBillConfirmGetToken',
    query: { token },
  });
}

/** Confirms the request of the link; answers it as confirmed. */
export function eBillConfirm(params: {
  token: string;
  confirmToken: string;
}): Promise<ApiResult<EBillConfirmation>> {
  const token = tokenOf(params.token);
  const confirmToken = params.confirmToken.trim();
  if (token === '' || confirmToken === '') return inputError(MISSING_TOKEN);
  return billCall<EBillConfirmation>({
    method: 'POST',
    path: 'Bill/EBillConfirm',
    body: { token, confirmToken },
  });
}
