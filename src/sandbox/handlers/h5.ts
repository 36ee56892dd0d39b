import { http } from 'msw';
import type { H5Info } from '../../api/contract';
import { sandboxNow } from '../db/clock';
import { issueSsoToken, SSO_AUTH_TTL_MS, SSO_MESSAGES } from './sso';
import { apiUrl, withCustomer } from './support';
import { ok, refuseWith } from './respond';

/** The companion partner's fixed client key in the sandbox (the default of env.companionClientKey). */
export const SANDBOX_COMPANION_CLIENT_KEY = 'sandbox-companion-client';

/** The companion partner's page; its host is on the sandbox's SSO whitelist. */
export const COMPANION_PAGE_URL = 'https://h5.partner.example/portal/';

export const H5_REFUSALS = {
  clientUnknown: { code: 'H5_CLIENT_UNKNOWN', message: SSO_MESSAGES.clientUnknown },
} as const;

/**
 * Contract/H5Info?clientKey= (docs/sandbox.md "The companion partner's page"): for the companion
 * partner's key only, the partner's page and a fresh one-time token naming this session, which
 * SSO/GetSSOAuthInfo answers once within 5 minutes.
 */
export const h5Handlers = [
  http.get(
    apiUrl('Contract/H5Info'),
    withCustomer(({ request, customer }) => {
      const clientKey = new URL(request.url).searchParams.get('clientKey') ?? '';
      if (clientKey !== SANDBOX_COMPANION_CLIENT_KEY) return refuseWith(H5_REFUSALS.clientUnknown);
      const authToken = issueSsoToken({
        customerId: customer.id,
        clientKey,
        token: request.headers.get('token') ?? '',
        deviceNo: '',
        orderId: '',
      });
      const expiresAt = new Date(sandboxNow().getTime() + SSO_AUTH_TTL_MS).toISOString();
      return ok<H5Info>({ url: COMPANION_PAGE_URL, authToken, expiresAt });
    }),
  ),
];
