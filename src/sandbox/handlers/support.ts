import type { HttpTarget } from '../../api/http';
import { env } from '../../config/env';
import { customerForToken, findDevice } from '../db/sessions';
import type { CustomerRow, DeviceRow } from '../db/types';
import { refuse } from './respond';

/** What the sandbox says when it refuses; carrier messages are Traditional Chinese. */
export const SANDBOX_MESSAGES = {
  notLoggedIn: '尚未登入或登入已逾時，請重新登入',
  deviceNotOwned: '此門號不屬於您的帳號',
  deviceRequired: 'Device number is required',
  badRequest: '資料格式不正確',
} as const;

const BASES: Record<HttpTarget, string> = {
  api: env.apiBase,
  memberSite: env.memberSiteBase,
  enterprise: env.enterpriseApiHost,
};

function origin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

/** The absolute URL of a call, as the portal's axios instances build it. */
export function apiUrl(path: string, target: HttpTarget = 'api'): string {
  return new URL(path, new URL(BASES[target], origin())).href;
}

/** Whether a URL is a call to one of the API bases (the fault layer's scope). */
export function isApiCall(url: string): boolean {
  return Object.values(BASES).some((base) => url.startsWith(new URL(base, origin()).href));
}

export interface CustomerContext {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  customer: CustomerRow;
}
export interface DeviceContext extends CustomerContext {
  device: DeviceRow;
}

interface ResolverInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/** Whether the deviceno header names a number of another customer. */
function namesOthersDevice(request: Request, customer: CustomerRow): boolean {
  const deviceNo = request.headers.get('deviceno');
  if (!deviceNo) return false;
  const device = findDevice(deviceNo);
  return device !== undefined && device.customerId !== customer.id;
}

/**
 * A call that needs a customer: the `token` header must name a live session; a deviceno header
 * naming another customer's number is refused.
 */
export function withCustomer(resolver: (context: CustomerContext) => Response | Promise<Response>) {
  return ({ request, params }: ResolverInfo) => {
    const customer = customerForToken(request.headers.get('token'));
    if (!customer) return refuse(SANDBOX_MESSAGES.notLoggedIn);
    if (namesOthersDevice(request, customer)) return refuse(SANDBOX_MESSAGES.deviceNotOwned);
    return resolver({ request, params, customer });
  };
}

/** A call about one of the customer's numbers, named by the deviceno header. */
export function withDevice(resolver: (context: DeviceContext) => Response | Promise<Response>) {
  return withCustomer((context) => {
    const deviceNo = context.request.headers.get('deviceno');
    if (!deviceNo) return refuse(SANDBOX_MESSAGES.deviceRequired);
    const device = findDevice(deviceNo);
    if (device?.customerId !== context.customer.id) {
      return refuse(SANDBOX_MESSAGES.deviceNotOwned);
    }
    return resolver({ ...context, device });
  });
}
