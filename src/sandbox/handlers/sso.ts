import { http } from 'msw';
import type { SsoAuthInfo, SsoAuthToken } from '../../api/sso';
import { sandboxNow } from '../db/clock';
import { hashSeed } from '../db/random';
import { mutate, nextSequence } from '../db/state';
import { tables } from '../db/tables/memberAreaRules';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, refuse, text } from './respond';

/** The partners' fixed client keys the sandbox knows (spec 01 §6; `.env.example` has the shop's). */
export const SANDBOX_SSO_CLIENT_KEYS = ['sandbox-eshop-client', 'sandbox-companion-client'];

/** A hand-off token is read once, within this time. */
export const SSO_AUTH_TTL_MS = 5 * 60 * 1000;

export const SSO_MESSAGES = {
  clientUnknown: '合作夥伴識別碼不正確',
  orderUnknown: '查無此網路門市申請',
  tokenUnknown: '授權碼不存在或已使用',
  tokenExpired: '授權碼已逾時',
} as const;

/**
 * A one-time token that names the member's session for a partner (its client key), read once by
 * GetSSOAuthInfo within SSO_AUTH_TTL_MS. Also issued by Contract/H5Info for the companion partner.
 */
export function issueSsoToken(handOff: {
  customerId: string;
  clientKey: string;
  token: string;
  deviceNo: string;
  orderId: string;
}): string {
  const sequence = nextSequence();
  const authToken = `sso-${String(sequence)}-${hashSeed(`${handOff.customerId}#${handOff.clientKey}#${String(sequence)}`).toString(36)}`;
  mutate((database) => {
    tables(database).ssoAuth.push({
      ...handOff,
      authToken,
      createdAt: sandboxNow().toISOString(),
      used: false,
    });
  });
  return authToken;
}

/**
 * SetSSOAuthInfo names the member's session for a partner with a one-time token, only for a
 * known client key and (when given) the member's own number and online-store order;
 * GetSSOAuthInfo, the partner's side, answers it once within 5 minutes.
 */
export const ssoHandlers = [
  http.post(
    apiUrl('SSO/SetSSOAuthInfo'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const clientKey = text(body?.clientKey);
      const orderId = text(body?.orderId);
      if (!SANDBOX_SSO_CLIENT_KEYS.includes(clientKey)) return refuse(SSO_MESSAGES.clientUnknown);
      const order = tables().applications.find(
        (row) => row.id === orderId && row.kind === 'eshop' && row.customerId === customer.id,
      );
      if (orderId !== '' && !order) return refuse(SSO_MESSAGES.orderUnknown);
      const authToken = issueSsoToken({
        customerId: customer.id,
        clientKey,
        token: request.headers.get('token') ?? '',
        deviceNo: order?.deviceNo ?? text(body?.deviceNo),
        orderId,
      });
      return ok<SsoAuthToken>({ authToken });
    }),
  ),
  http.get(apiUrl('SSO/GetSSOAuthInfo'), ({ request }) => {
    const authToken = new URL(request.url).searchParams.get('authToken') ?? '';
    const outcome = mutate((database): string | SsoAuthInfo => {
      const row = tables(database).ssoAuth.find((candidate) => candidate.authToken === authToken);
      if (!row || row.used) return SSO_MESSAGES.tokenUnknown;
      row.used = true;
      if (sandboxNow().getTime() - Date.parse(row.createdAt) > SSO_AUTH_TTL_MS) {
        return SSO_MESSAGES.tokenExpired;
      }
      return {
        token: row.token,
        ...(row.deviceNo ? { deviceNo: row.deviceNo } : {}),
        ...(row.orderId ? { orderId: row.orderId } : {}),
      };
    });
    return typeof outcome === 'string' ? refuse(outcome) : ok<SsoAuthInfo>(outcome);
  }),
];
