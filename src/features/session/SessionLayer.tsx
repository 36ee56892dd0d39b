import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkMemberSiteSession } from '../../api/sso';
import type { ApiError } from '../../api/http';
import { useSignInHref } from '../../components/page/SignInNotice';
import { memberSessionExpired } from '../../state/events';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { logOut } from '../../state/logout';
import { memberActions } from '../../state/member';
import { MEMBER_TOKEN_TTL_MS } from '../../state/types';
import { clientActions } from '../../state/client';
import { runAt } from '../../lib/longTimeout';
import { ExpiryDialog } from './ExpiryDialog';
import { SessionEndedNotice } from './SessionEndedNotice';
import './session.css';

/** The warning opens this long before the member token expires (WCAG 2.2.1 "Timing Adjustable"). */
export const EXPIRY_WARNING_MS = 2 * 60 * 1000;

/** Sends the user to log in, coming back to where they were. */
function useGoToLogin() {
  const navigate = useNavigate();
  const target = useSignInHref();
  return () => {
    if (target.startsWith('/')) void navigate(target);
    else window.location.assign(target);
  };
}

/**
 * Session overlays mounted around every page: before the member token expires a dialog offers to
 * extend the session (the member site's /Check keeps it alive) or to log out; when it has
 * expired, the member is sent to log in and brought back afterwards. A session that ended
 * elsewhere (the login check found none on the member site, or it expired while the page was
 * closed) is told once, with a sign-in that comes back to this page.
 */
export default function SessionLayer() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.member.token);
  const expire = useAppSelector((state) => state.member.expire);
  const sessionEnded = useAppSelector((state) => state.client.sessionEnded);
  const goToLogin = useGoToLogin();
  // The warning is open for the expiry it was raised for; a new expiry (extended) closes it.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ expire: number; error: ApiError } | null>(null);
  const lastSession = useRef({ token, expire });
  const [openedAt] = useState(() => Date.now());

  // A session that expires while the page is open (here, or when a call finds the token stale)
  // leads to the login and back; one already stale when the page opened just ends quietly.
  useEffect(() => {
    const previous = lastSession.current;
    lastSession.current = { token, expire };
    const now = Date.now();
    const expiredHere = previous.expire <= now && previous.expire > openedAt;
    if (previous.token !== '' && token === '' && expiredHere) goToLogin();
    // goToLogin changes with the location; only a change of session matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, expire, openedAt]);

  useEffect(() => {
    if (token === '' || expire <= 0) return undefined;
    const cancelWarning = runAt(expire - EXPIRY_WARNING_MS, () => setWarnedFor(expire));
    const cancelExpiry = runAt(expire, () => {
      setWarnedFor(null);
      dispatch(memberSessionExpired());
    });
    return () => {
      cancelWarning();
      cancelExpiry();
    };
  }, [dispatch, token, expire]);

  async function extend() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await checkMemberSiteSession({ memberToken: token });
    setBusy(false);
    if ('error' in outcome) {
      setFailure({ expire, error: outcome.error });
      return;
    }
    if (outcome.data.token !== token) {
      // The member site no longer knows this session: log in again.
      setWarnedFor(null);
      dispatch(logOut());
      goToLogin();
      return;
    }
    dispatch(memberActions.sessionExtended({ expire: Date.now() + MEMBER_TOKEN_TTL_MS }));
  }

  function logOutNow() {
    setWarnedFor(null);
    dispatch(logOut());
  }

  if (sessionEnded && token === '') {
    return (
      <SessionEndedNotice
        onSignIn={() => {
          dispatch(clientActions.sessionEndedNoticeClosed());
          goToLogin();
        }}
        onClose={() => dispatch(clientActions.sessionEndedNoticeClosed())}
      />
    );
  }
  if (warnedFor !== expire || token === '') return null;
  return (
    <ExpiryDialog
      expire={expire}
      busy={busy}
      failure={failure?.expire === expire ? failure.error : null}
      onExtend={() => void extend()}
      onLogOut={logOutNow}
    />
  );
}
