import { sandboxNow } from '../db/clock';
import { db, mutate, nextSequence } from '../db/state';
import { prepaidRefusal } from '../db/tables/prepaidCards';
import type { PrepaidSubscriberRow } from '../db/types';
import { settlePrepaidCard } from '../db/tables/prepaidAccountRules';
import { refuseWith } from './respond';

/** The prepaid session lives about 10 minutes (spec 02 §4.7), on the sandbox clock. */
export const PREPAID_SESSION_MS = 10 * 60_000;

export function findCard(number: string): PrepaidSubscriberRow | undefined {
  return db().prepaidSubscribers.find((card) => card.number === number.trim());
}

export function startPrepaidSession(number: string): { token: string; expiresIn: number } {
  const token = String(730_000_000 + nextSequence() * 7_919);
  const expiresAt = new Date(sandboxNow().getTime() + PREPAID_SESSION_MS).toISOString();
  mutate((database) => {
    database.prepaidCards.sessions = database.prepaidCards.sessions.filter(
      (session) => session.number !== number,
    );
    database.prepaidCards.sessions.push({ token, number, expiresAt });
  });
  return { token, expiresIn: PREPAID_SESSION_MS / 1000 };
}

interface CardContext {
  request: Request;
  card: PrepaidSubscriberRow;
  now: Date;
}

/** A call of a logged-in prepaid holder: the token header names a live prepaid session. */
export function withPrepaidCard(resolver: (context: CardContext) => Response | Promise<Response>) {
  return ({ request }: { request: Request }) => {
    const token = request.headers.get('token') ?? '';
    const now = sandboxNow();
    const session = db().prepaidCards.sessions.find((row) => row.token === token);
    if (!session || Date.parse(session.expiresAt) <= now.getTime()) {
      return refuseWith(prepaidRefusal('SESSION_EXPIRED'), 401);
    }
    // Expiries passed since the last call and the day's low-balance alert come first.
    settlePrepaidCard(session.number, now);
    const card = findCard(session.number);
    if (!card) return refuseWith(prepaidRefusal('SESSION_EXPIRED'), 401);
    return resolver({ request, card, now });
  };
}

/** Whether the token header names a prepaid session (a call both members and holders make). */
export function hasPrepaidToken(request: Request): boolean {
  const token = request.headers.get('token') ?? '';
  return token !== '' && db().prepaidCards.sessions.some((row) => row.token === token);
}
