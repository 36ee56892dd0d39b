import { isCompanyCustomerId } from '../lib/customer';
import type { ClientState } from './client';
import { useAppSelector } from './hooks';
import { isMemberTokenValid, type MemberState } from './member';
import type { PrepaidState } from './prepaid';

/** The parts of the store a member session is read from. */
export interface SessionParts {
  client: Pick<ClientState, 'isLogin'>;
  member: MemberState;
}

/**
 * The one answer to "is a member signed in": logged in, with a member token. Given `now`
 * (epoch ms) the token must also be before its expiry (spec 01 §3); without it, an expired token
 * still counts until something reads it (state/httpBinding.ts clears it then) or the session
 * layer's timer ends it.
 */
export function selectIsMember(state: SessionParts, now?: number): boolean {
  if (!state.client.isLogin || state.member.token === '') return false;
  return now === undefined || isMemberTokenValid(state.member, now);
}

/** Whether a member is signed in, for a component (re-renders when that changes). */
export function useIsMember(): boolean {
  return useAppSelector((state) => selectIsMember(state));
}

/**
 * The one answer to "is this a company": the member's CustomerId has 8 characters (spec 02 §6,
 * `isCompanyCustomerId`), whatever a VIP reply or a stored flag says.
 */
export function selectIsCompany(state: Pick<SessionParts, 'member'>): boolean {
  return isCompanyCustomerId(state.member.chtMemberInfo?.pid);
}

/**
 * The one answer to "is a prepaid card holder signed in": a prepaid token that is still valid at
 * `now`, or one a remembered holder can renew. Answers the holder's number, or null.
 */
export function selectPrepaidHolder(
  state: { prepaid: Pick<PrepaidState, 'token' | 'ivrNo' | 'expire' | 'rememberMe'> },
  now = Date.now(),
): string | null {
  const { prepaid } = state;
  const live = prepaid.token !== '' && (prepaid.expire > now || prepaid.rememberMe);
  return live ? prepaid.ivrNo : null;
}
