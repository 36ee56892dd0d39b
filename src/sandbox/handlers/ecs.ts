import { http, type RequestHandler } from 'msw';
import type {
  EcsBooking,
  EcsCompany,
  EcsEnquiry,
  EcsInvitation,
  EcsLineService,
  EcsLogin,
  EcsOrder,
  EcsOverview,
  EcsSellableProducts,
  EcsSubscribedProducts,
  EcsTicket,
  EcsUser,
} from '../../api/types/ecs';
import { sandboxNow } from '../db/clock';
import { createSession, endSession, SESSION_TTL_MS } from '../db/sessions';
import { db, mutate, nextSequence } from '../db/state';
import type { EcsTables } from '../db/tables/ecs';
import {
  addEnquiry,
  addOrder,
  checkEcsSignIn,
  ECS_MESSAGES,
  ecsCompany,
  ecsOverview,
  ecsUser,
  inviteUser,
  removeUser,
  sellableProducts,
  subscribedProducts,
} from '../db/tables/ecsRules';
import { bookService, lineService, reportFault } from '../db/tables/ecsServiceRules';
import { consumeValidatedChallenge } from '../db/tables/loginRules';
import { jsonBody, ok, refuseWith, reply, text } from './respond';
import { enterprise } from './serviceCenter';
import { apiUrl } from './support';

const url = (name: string) => apiUrl(`ECS/${name}`, 'enterprise');

interface Signed {
  request: Request;
  taxId: string;
  user: EcsUser;
  token: string;
}

/** A call of a signed-in company user: the `ecstoken` header names a live ECS session. */
function signedIn(resolver: (context: Signed) => Response | Promise<Response>) {
  return enterprise((request) => {
    const token = text(request.headers.get('ecstoken'));
    const now = sandboxNow().getTime();
    const session = db().ecs.sessions.find(
      (row) => row.token === token && Date.parse(row.expiresAt) > now,
    );
    const user = session ? ecsUser(db().ecs, session.taxId, session.userId) : null;
    if (!session || !user) return refuseWith(ECS_MESSAGES.notSignedIn);
    return resolver({ request, taxId: session.taxId, user, token });
  });
}

const changeEcs = <T>(change: (tables: EcsTables) => T): T =>
  mutate((database) => change(database.ecs));

/** A number for the next reference, read outside mutate (it writes the database itself). */
const reference = () => nextSequence();

/**
 * Opens a company user's session. It is also a member session of the company's customer, so
 * that the same token serves CHTVIP_Enterprise. Null for an unknown company.
 */
export function openEcsSession(taxId: string, user: EcsUser): EcsLogin | null {
  const company = db().ecs.companies.find((row) => row.taxId === taxId);
  if (!company) return null;
  const session = createSession(company.customerId);
  changeEcs((tables) => {
    tables.sessions.push({
      token: session.token,
      taxId,
      userId: user.userId,
      expiresAt: session.expiresAt,
    });
  });
  return {
    token: session.token,
    expiresIn: SESSION_TTL_MS / 1000,
    user,
    companyName: company.name,
    taxId,
  };
}

/**
 * Enterprise self-service (docs/sandbox.md "Enterprise self-service"): sign-in behind the login's
 * captcha (checked with Captcha/Vaild first), the company's lines and products as the user's role may see them, enquiries by any
 * user, orders and user management by the administrator only; fault reports and service-centre visits for the lines the
 * user may see.
 */
export const ecsHandlers: RequestHandler[] = [
  http.post(
    url('Login'),
    enterprise(async (request) => {
      const body = await jsonBody(request);
      const now = sandboxNow();
      const spent = consumeValidatedChallenge(text(body?.authToken), now);
      if (!spent.ok) return refuseWith(spent);
      const taxId = text(body?.taxId);
      const signIn = changeEcs((tables) =>
        checkEcsSignIn(
          tables,
          {
            taxId,
            userId: text(body?.userId),
            password: typeof body?.password === 'string' ? body.password : '',
          },
          now,
        ),
      );
      if (!signIn.ok) return refuseWith(signIn);
      const login = openEcsSession(taxId, signIn.value);
      return login ? ok<EcsLogin>(login) : refuseWith(ECS_MESSAGES.loginFailed);
    }),
  ),
  http.post(
    url('Logout'),
    signedIn(({ token }) => {
      changeEcs((tables) => {
        tables.sessions = tables.sessions.filter((row) => row.token !== token);
      });
      endSession(token);
      return ok(null);
    }),
  ),
  http.get(
    url('Overview'),
    signedIn(({ taxId, user }) => ok<EcsOverview>(ecsOverview(db().ecs, taxId, user))),
  ),
  http.get(
    url('Company'),
    signedIn(({ taxId, user }) => {
      const company = ecsCompany(db().ecs, taxId, user);
      return company ? ok<EcsCompany>(company) : refuseWith(ECS_MESSAGES.notSignedIn);
    }),
  ),
  http.get(
    url('SubscribedProducts'),
    signedIn(({ taxId, user }) =>
      ok<EcsSubscribedProducts>(subscribedProducts(db().ecs, taxId, user)),
    ),
  ),
  http.get(
    url('SellableProducts'),
    signedIn(({ user }) => ok<EcsSellableProducts>(sellableProducts(db().ecs, user))),
  ),
  http.post(
    url('ProductEnquiry'),
    signedIn(async ({ request, taxId, user }) => {
      const body = await jsonBody(request);
      const sequence = reference();
      return reply<EcsEnquiry>(
        changeEcs((tables) =>
          addEnquiry(
            tables,
            { taxId, user },
            {
              productId: text(body?.productId),
              quantity: body?.quantity,
              message: typeof body?.message === 'string' ? body.message : '',
            },
            sandboxNow(),
            sequence,
          ),
        ),
      );
    }),
  ),
  http.post(
    url('Order'),
    signedIn(async ({ request, taxId, user }) => {
      const body = await jsonBody(request);
      const sequence = reference();
      return reply<EcsOrder>(
        changeEcs((tables) =>
          addOrder(
            tables,
            { taxId, user },
            { productId: text(body?.productId), quantity: body?.quantity },
            sandboxNow(),
            sequence,
          ),
        ),
      );
    }),
  ),
  http.post(
    url('InviteUser'),
    signedIn(async ({ request, taxId, user }) => {
      const body = await jsonBody(request);
      const sequence = reference();
      return reply<EcsInvitation>(
        changeEcs((tables) =>
          inviteUser(
            tables,
            { taxId, user },
            { userId: text(body?.userId), name: text(body?.name) },
            sequence,
          ),
        ),
      );
    }),
  ),
  http.post(
    url('RemoveUser'),
    signedIn(async ({ request, taxId, user }) => {
      const body = await jsonBody(request);
      const outcome = changeEcs((tables) =>
        removeUser(tables, { taxId, user }, text(body?.userId)),
      );
      return outcome.ok ? ok(null) : refuseWith(outcome);
    }),
  ),
  http.get(
    url('LineService'),
    signedIn(({ taxId, user }) =>
      ok<EcsLineService>(lineService(db().ecs, { taxId, user }, sandboxNow())),
    ),
  ),
  http.post(
    url('FaultReport'),
    signedIn(async ({ request, taxId, user }) => {
      const body = await jsonBody(request);
      const sequence = reference();
      const report = {
        lineNo: text(body?.lineNo),
        code: text(body?.code),
        description: text(body?.description),
        contactName: text(body?.contactName),
        contactPhone: text(body?.contactPhone),
      };
      return reply<EcsTicket>(
        changeEcs((tables) => reportFault(tables, { taxId, user }, report, sandboxNow(), sequence)),
      );
    }),
  ),
  http.post(
    url('ServiceBooking'),
    signedIn(async ({ request, taxId, user }) => {
      const body = await jsonBody(request);
      const sequence = reference();
      const visit = {
        lineNo: text(body?.lineNo),
        date: text(body?.date),
        time: text(body?.time),
        service: text(body?.service),
      };
      return reply<EcsBooking>(
        changeEcs((tables) => bookService(tables, { taxId, user }, visit, sandboxNow(), sequence)),
      );
    }),
  ),
];
