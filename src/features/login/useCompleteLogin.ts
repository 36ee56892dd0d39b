import { useNavigate } from 'react-router-dom';
import { userLoggedIn } from '../../state/events';
import { useAppDispatch } from '../../state/hooks';
import { MEMBER_TOKEN_TTL_MS, type LoginType } from '../../state/types';
import type { MemberInfo } from '../../api/types/member';

export interface LoginOutcome {
  token: string;
  loginType: LoginType;
  memberInfo: MemberInfo | null;
  /** Seconds the token lives, when the carrier says. */
  expiresIn?: number;
}

/**
 * Ends a successful login: the portal learns of it through `userLoggedIn` (the session work
 * loads the device menu and VIP level from there) and the user goes back where they came from.
 */
export function useCompleteLogin(returnPath: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (outcome: LoginOutcome) => {
    const lifetime =
      outcome.expiresIn !== undefined && outcome.expiresIn > 0
        ? Math.min(outcome.expiresIn * 1000, MEMBER_TOKEN_TTL_MS)
        : MEMBER_TOKEN_TTL_MS;
    dispatch(
      userLoggedIn({
        token: outcome.token,
        expire: Date.now() + lifetime,
        loginType: outcome.loginType,
        memberInfo: outcome.memberInfo,
        ...(outcome.memberInfo && outcome.memberInfo.devices.length > 0
          ? { devices: outcome.memberInfo.devices }
          : {}),
      }),
    );
    void navigate(returnPath, { replace: true });
  };
}
