import { selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberToken } from '../../state/member';

/** A logged-in member with a live token. */
export function useIsMember(): boolean {
  const isLogin = useAppSelector(selectIsLogin);
  const token = useAppSelector(selectMemberToken);
  return isLogin && token !== '';
}
