import { checkMemberSiteSession, checkOtpw } from '../../api/sso';
import { env } from '../../config/env';
import { safeReturnPath } from '../../lib/returnPath';
import { clientActions } from '../../state/client';
import { userLoggedIn, userLoggedOut } from '../../state/events';
import { readMemberToken } from '../../state/httpBinding';
import { logOut } from '../../state/logout';
import { memberActions } from '../../state/member';
import { selectIsMember } from '../../state/session';
import type { AppStore } from '../../state/store';
import { validateToken } from '../../state/tokenLogin';
import {
  CHAT_TOKEN_DELAY_MS,
  decideFirstCheck,
  decideSecondCheck,
  isCarrierDomain,
  returnTarget,
  shouldAskMemberSite,
  SKIPPED_SECOND_CHECK_PREFIX,
} from './loginCheckRules';
import {
  readVipOfRestoredSession,
  refreshStaleDeviceMenu,
  startSessionLoaders,
} from './sessionLoaders';
import { MEMBER_TOKEN_EVENT } from '../../state/events';

export interface LoginCheckContext {
  store: AppStore;
  router: { navigate: (to: string, options?: { replace?: boolean }) => unknown };
  /** The page's address (tests pass their own). */
  location?: Pick<Location, 'hostname' | 'pathname' | 'search'>;
}

export { MEMBER_TOKEN_EVENT };

export type LoginCheckOutcome =
  | 'notAsked'
  | 'memberSiteUnavailable'
  | 'nothing'
  | 'loggedOut'
  | 'loggedIn'
  | 'notLoggedIn'
  | 'secondCheckSkipped'
  | 'confirmed';

function place(context: LoginCheckContext) {
  return context.location ?? globalThis.location;
}

/**
 * Goes on to the saved return path (same-origin only), keeping the current query parameters
 * except the single sign-on ones. Nothing happens when that is where the page already is, or when
 * the customer has gone elsewhere while the check ran.
 */
async function navigateOn(context: LoginCheckContext, savedPath: string): Promise<void> {
  const { pathname, search } = place(context);
  const here = `${pathname}${search}`;
  if (savedPath !== '' && savedPath !== here) return;
  const target = returnTarget(safeReturnPath(savedPath || '/'), search);
  if (target !== here) await context.router.navigate(target, { replace: true });
}

/**
 * The member login check (spec 02 §4.7): SMS, HN, TEL, ... tokens are validated with the device
 * menu, others with member info; success logs in and returns to the saved path, -1 or no answer
 * clears the data and the flow navigates on.
 */
async function memberLoginCheck(context: LoginCheckContext, token: string) {
  const { store } = context;
  const savedPath = store.getState().client.ssoBackPath;
  store.dispatch(memberActions.loginCheckStarted());
  try {
    const login = await validateToken(token);
    if (login === null) {
      store.dispatch(userLoggedOut());
      await navigateOn(context, savedPath);
      return 'notLoggedIn' as const;
    }
    store.dispatch(userLoggedIn(login));
    await navigateOn(context, savedPath);
    return 'loggedIn' as const;
  } finally {
    store.dispatch(memberActions.loginCheckFinished());
  }
}

function giveChatToken(token: string): void {
  setTimeout(() => {
    globalThis.dispatchEvent(new CustomEvent(MEMBER_TOKEN_EVENT, { detail: { token } }));
  }, CHAT_TOKEN_DELAY_MS);
}

/** The login check on load (spec 01 §4); each step's decision comes from loginCheckRules.ts. */
export async function runLoginCheck(context: LoginCheckContext): Promise<LoginCheckOutcome> {
  const { store } = context;
  const { pathname, search, hostname } = place(context);
  const asked = shouldAskMemberSite({
    pathname,
    search,
    embedded: store.getState().client.embedded,
    carrierDomain: isCarrierDomain(hostname, env),
  });
  if (!asked) return 'notAsked';

  const localToken = readMemberToken(store);
  const site = await checkMemberSiteSession({ memberToken: localToken });
  if ('error' in site) return 'memberSiteUnavailable';
  const siteToken = site.data.token;
  const first = decideFirstCheck(siteToken, localToken, selectIsMember(store.getState()));
  if (first === 'nothing') return 'nothing';
  if (first === 'logOut') {
    store.dispatch(logOut({ endMemberSiteSession: false }));
    store.dispatch(clientActions.sessionEndedElsewhere());
    return 'loggedOut';
  }
  if (first === 'memberLoginCheck') {
    // Another member's session: nothing of the previous one may travel with the check.
    if (localToken !== '') store.dispatch(userLoggedOut());
    store.dispatch(clientActions.ssoBackPathSaved(`${pathname}${search}`));
    return memberLoginCheck(context, siteToken);
  }

  const check = siteToken.startsWith(SKIPPED_SECOND_CHECK_PREFIX)
    ? null
    : await checkOtpw({ otpw: localToken, memberToken: localToken });
  const second = decideSecondCheck(
    siteToken,
    localToken,
    check && 'data' in check ? check.data : null,
  );
  switch (second) {
    case 'skip':
      return 'secondCheckSkipped';
    case 'logOut':
      store.dispatch(logOut({ endMemberSiteSession: false }));
      store.dispatch(clientActions.sessionEndedElsewhere());
      return 'loggedOut';
    case 'clearThenMemberLoginCheck':
      store.dispatch(userLoggedOut());
      store.dispatch(clientActions.ssoBackPathSaved(`${pathname}${search}`));
      return memberLoginCheck(context, siteToken);
    case 'memberLoginCheck':
      store.dispatch(clientActions.ssoBackPathSaved(`${pathname}${search}`));
      return memberLoginCheck(context, siteToken);
    case 'giveChatToken':
      giveChatToken(localToken);
      return 'confirmed';
  }
}

/**
 * Started by main.tsx after the first render: the post-login loaders, then the check, then, for a
 * session that the check kept, the device menu when the stored one is older than 3600 s and the
 * VIP level (a login the check makes reads both through the post-login loaders instead).
 */
export async function startLoginCheck(context: LoginCheckContext): Promise<LoginCheckOutcome> {
  startSessionLoaders(context.store);
  const outcome = await runLoginCheck(context);
  if (outcome !== 'loggedIn') {
    await Promise.all([
      refreshStaleDeviceMenu(context.store),
      readVipOfRestoredSession(context.store),
    ]);
  }
  return outcome;
}
