import { http, type RequestHandler } from 'msw';
import { TROUBLE_PATH_PREFIX } from '../../../api/troubleAccess';
import { sandboxNow } from '../../db/clock';
import type { Refusal } from '../../db/outcome';
import { customerForToken, findDevice } from '../../db/sessions';
import { db, mutate } from '../../db/state';
import {
  withSupportTables,
  type SupportTables,
  type TroubleAccessRow,
} from '../../db/tables/support';
import { accessFor, TROUBLE_REFUSALS, type TicketOwner } from '../../db/tables/supportTroubleRules';
import type { CustomerRow, DeviceRow } from '../../db/types';
import { apiUrl, SANDBOX_MESSAGES } from '../support';
import { refuseWith } from '../respond';

/** What the trouble calls refuse with: the rules' refusals and the session's. */
export const TROUBLE_ERRORS = {
  ...TROUBLE_REFUSALS,
  badRequest: { code: 'BAD_REQUEST', message: SANDBOX_MESSAGES.badRequest },
  notLoggedIn: { code: 'NOT_LOGGED_IN', message: SANDBOX_MESSAGES.notLoggedIn },
  deviceNotOwned: { code: 'DEVICE_NOT_OWNED', message: SANDBOX_MESSAGES.deviceNotOwned },
} as const;

export function supportTables(): SupportTables {
  return withSupportTables(db().support);
}

/** Runs a change of the support tables inside `mutate`, so that it is saved. */
export function changeSupport<T>(change: (support: SupportTables) => T): T {
  return mutate((database) => change(withSupportTables(database.support)));
}

/** Who is asking: a member about one of their numbers, or a no-login visitor's session. */
export type Actor =
  | { kind: 'member'; customer: CustomerRow; device: DeviceRow }
  | { kind: 'visitor'; access: TroubleAccessRow; device: DeviceRow };

export function ownerOf(actor: Actor): TicketOwner {
  return actor.kind === 'member'
    ? { customerId: actor.customer.id }
    : { deviceNo: actor.device.deviceNo };
}

function accessOf(request: Request): TroubleAccessRow | undefined {
  return accessFor(supportTables(), request.headers.get('token') ?? '', sandboxNow());
}

function memberActor(request: Request): Actor | Refusal {
  const customer = customerForToken(request.headers.get('token'));
  if (!customer) return TROUBLE_ERRORS.notLoggedIn;
  const device = findDevice(request.headers.get('deviceno') ?? '');
  if (device?.customerId !== customer.id) return TROUBLE_ERRORS.deviceNotOwned;
  return { kind: 'member', customer, device };
}

function visitorActor(request: Request): Actor | Refusal {
  const access = accessOf(request);
  const deviceNo = request.headers.get('deviceno') ?? '';
  if (access?.deviceNo !== deviceNo) return TROUBLE_ERRORS.accessExpired;
  const device = findDevice(deviceNo);
  if (!device) return TROUBLE_ERRORS.notFound;
  return { kind: 'visitor', access, device };
}

export type Variant = keyof typeof TROUBLE_PATH_PREFIX;

/** The iTris path serves both: a no-login session token first, else a member session. */
function actorOf(variant: Variant, request: Request): Actor | Refusal {
  if (variant === 'noLogin') return visitorActor(request);
  if (variant === 'iTris' && accessOf(request)) return visitorActor(request);
  return memberActor(request);
}

export type Resolver = (actor: Actor, request: Request) => Response | Promise<Response>;

/** Calls that change or read tickets need a visitor who passed the SMS check. */
function guarded(variant: Variant, resolver: Resolver, needsSms: boolean) {
  return ({ request }: { request: Request }) => {
    const actor = actorOf(variant, request);
    if (!('kind' in actor)) return refuseWith(actor);
    if (needsSms && actor.kind === 'visitor' && !actor.access.verified) {
      return refuseWith(TROUBLE_ERRORS.smsFirst);
    }
    return resolver(actor, request);
  };
}

/** The URL and route builders of one path (`Trouble/`, `TroubleNoLogin/`, `TroubleITris/`). */
export function troubleRoutes(variant: Variant) {
  const url = (name: string) => apiUrl(`${TROUBLE_PATH_PREFIX[variant]}${name}`);
  return {
    url,
    get: (name: string, resolver: Resolver, needsSms = true) =>
      http.get(url(name), guarded(variant, resolver, needsSms)),
    post: (name: string, resolver: Resolver, needsSms = true) =>
      http.post(url(name), guarded(variant, resolver, needsSms)),
  };
}

export const TROUBLE_VARIANTS: readonly Variant[] = ['ordinary', 'noLogin', 'iTris'];

/** The same routes on all three paths. */
export function onEveryPath(routesOf: (variant: Variant) => RequestHandler[]): RequestHandler[] {
  return TROUBLE_VARIANTS.flatMap(routesOf);
}

/** A query parameter as trimmed text. */
export function queryText(request: Request, name: string): string {
  return new URL(request.url).searchParams.get(name)?.trim() ?? '';
}
