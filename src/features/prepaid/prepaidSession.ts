import { loginAuth } from '../../api/prepaid';
import type { ApiError } from '../../api/http';
import { clientActions } from '../../state/client';
import { prepaidActions } from '../../state/prepaid';
import type { AppDispatch, RootState } from '../../state/store';
import { selectPrepaidHolder } from '../../state/session';
import { PREPAID_TOKEN_TTL_MS } from '../../state/types';
import { forgetLogin, rememberedLogin, rememberLogin } from '../../lib/prepaidRemember';

export interface PrepaidLoginInput {
  ivrNo: string;
  password: string;
  rememberMe: boolean;
  language: string;
}

export type PrepaidLoginOutcome =
  { ok: true; mustChangePassword: boolean } | { ok: false; error: ApiError };

/** Logs the prepaid holder in; the token (all digits) rides the token header from now on. */
export function logInPrepaid(input: PrepaidLoginInput) {
  return async (dispatch: AppDispatch): Promise<PrepaidLoginOutcome> => {
    const reply = await loginAuth({ ivrNo: input.ivrNo, password: input.password });
    if ('error' in reply) return { ok: false, error: reply.error };
    const expiresIn = reply.data.expiresIn;
    dispatch(
      prepaidActions.prepaidSessionStarted({
        token: reply.data.token,
        ivrNo: input.ivrNo,
        language: input.language,
        rememberMe: input.rememberMe,
        expire: Date.now() + (expiresIn ? expiresIn * 1000 : PREPAID_TOKEN_TTL_MS),
      }),
    );
    dispatch(clientActions.prepaidModeChanged(true));
    // The default password 0000 must be changed first: it is never remembered.
    const mustChangePassword = reply.data.mustChangePassword === true;
    if (input.rememberMe && !mustChangePassword) {
      rememberLogin({ ivrNo: input.ivrNo, password: input.password });
    } else {
      forgetLogin();
    }
    return { ok: true, mustChangePassword };
  };
}

/** The refresh in flight: calls failing together share one new session. */
let refreshing: Promise<boolean> | null = null;

/**
 * One new session after a 401 or a network error (spec 02 §4.7), possible when the holder asked
 * to be remembered on this number. Resolves whether a new token was issued.
 */
export function refreshPrepaidSession() {
  return (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> => {
    if (refreshing) return refreshing;
    const { prepaid } = getState();
    const remembered = rememberedLogin();
    if (remembered?.ivrNo !== prepaid.ivrNo) return Promise.resolve(false);
    refreshing = dispatch(
      logInPrepaid({ ...remembered, rememberMe: true, language: prepaid.language }),
    )
      .then((outcome) => {
        // A login that no longer works (the password was changed elsewhere) is forgotten.
        if (!outcome.ok) forgetLogin();
        return outcome.ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
}

/** Whether the prepaid state holds a live session at `now`. */
export function hasPrepaidSession(state: RootState, now = Date.now()): boolean {
  return selectPrepaidHolder(state, now) !== null;
}
