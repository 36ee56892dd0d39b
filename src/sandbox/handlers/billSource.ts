import { BILL_SOURCE, BILL_SOURCE_HEADER } from '../../api/bill';
import { withCustomer, withDevice, type CustomerContext, type DeviceContext } from './support';
import { refuse } from './respond';

/**
 * Every Bill/ call carries the business source WM56 (see api/bill.ts); the sandbox refuses one
 * without it. The guards the bill, billing-settings, e-bill and usage handlers share.
 */
export const MISSING_BILL_SOURCE = { code: 'MISSING_SOURCE', message: '缺少業務來源代碼' } as const;

export type Resolver<C> = (context: C) => Response | Promise<Response>;

export function hasBillSource(request: Request): boolean {
  return request.headers.get(BILL_SOURCE_HEADER) === BILL_SOURCE;
}

/** A Bill/ call: refused without WM56, otherwise answered by the resolver. */
export function withBillSource<C extends { request: Request }>(resolver: Resolver<C>): Resolver<C> {
  return (context) =>
    hasBillSource(context.request) ? resolver(context) : refuse(MISSING_BILL_SOURCE.message);
}

/** A Bill/ call of a signed-in customer. */
export const billCustomer = (resolver: Resolver<CustomerContext>) =>
  withCustomer(withBillSource(resolver));

/** A Bill/ call about one of the customer's numbers (the deviceno header). */
export const billDevice = (resolver: Resolver<DeviceContext>) =>
  withDevice(withBillSource(resolver));
