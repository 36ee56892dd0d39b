import { http, HttpResponse } from 'msw';
import { saveEcsSession } from '../../../src/api/ecsSession';
import { db } from '../../../src/sandbox/db/state';
import { ecsUser } from '../../../src/sandbox/db/tables/ecsRules';
import { ECS_DEMO } from '../../../src/sandbox/db/tables/ecsSeed';
import { openEcsSession } from '../../../src/sandbox/handlers/ecs';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { CARRIER_REFUSAL } from '../../support/calls';

export const WAIT = { timeout: 10_000 };

/** Opens a company user's ECS session in the sandbox and stores it as a sign-in would. */
export function signInToEcs(userId: string): void {
  const user = ecsUser(db().ecs, ECS_DEMO.taxId, userId);
  const login = user ? openEcsSession(ECS_DEMO.taxId, user) : null;
  if (!login) throw new Error(`No ECS user ${userId}`);
  const { expiresIn, ...session } = login;
  saveEcsSession({ ...session, expiresAt: Date.now() + expiresIn * 1000 });
}

/** The next ECS/<name> call on the enterprise host is refused with CARRIER_REFUSAL. */
export function refuseEcsOnce(name: string, method: 'get' | 'post' = 'get'): void {
  server.use(
    http[method](
      apiUrl(`ECS/${name}`, 'enterprise'),
      () => HttpResponse.json({ result: -1, message: CARRIER_REFUSAL }),
      { once: true },
    ),
  );
}
