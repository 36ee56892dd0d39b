import type { PortalEnv } from '../config/env';
import { forgetLogin } from '../lib/prepaidRemember';
import { forgetSavedPaymentLists } from '../lib/savedPaymentLists';
import { ssoLogoutUrl, usesSingleSignOn } from '../lib/loginHref';
import { clientActions } from './client';
import { userLoggedOut } from './events';
import { writePersistedState } from './persist';
import { prepaidActions } from './prepaid';
import type { AppDispatch, RootState } from './store';

export interface LogOutOptions {
  /** Where the member site's logout returns (production single sign-on); default: the home page. */
  returnUrl?: string;
  /**
   * Whether the member site's session ends too (production single sign-on). The login check
   * passes false: it logs out because the member site has no such session any more.
   */
  endMemberSiteSession?: boolean;
  /** How the browser leaves for the member site (tests observe it). */
  leave?: (url: string) => void;
  /** The configuration to judge by (tests pass their own); default: the build's. */
  environment?: Pick<PortalEnv, 'appEnv' | 'apiMode' | 'ssoHost' | 'publicHost'>;
}

/**
 * Logs out (spec 02 §4.7): token, member info, devices, VIP data, prepaid data and the API cache
 * go (every per-customer slice and the cache reset on userLoggedOut), storage is rewritten at
 * once so that it holds no token or personal data, and the remembered prepaid login is
 * forgotten. In production the member site's session ends too, through the logout init.
 */
export function logOut(options: LogOutOptions = {}) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const otpw = getState().member.token;
    dispatch(userLoggedOut());
    forgetLogin();
    forgetSavedPaymentLists();
    writePersistedState(getState());
    const endMemberSite = options.endMemberSiteSession ?? true;
    if (endMemberSite && otpw !== '' && usesSingleSignOn(options.environment)) {
      const returnUrl = options.returnUrl ?? `${globalThis.location.origin}/`;
      const leave = options.leave ?? ((url: string) => globalThis.location.assign(url));
      leave(ssoLogoutUrl(otpw, returnUrl, options.environment));
    }
  };
}

/**
 * Ends the prepaid card session alone (a member session stays) and forgets the remembered
 * prepaid login: the prepaid pages and the header's account card both offer it.
 */
export function logOutPrepaid() {
  return (dispatch: AppDispatch): void => {
    forgetLogin();
    dispatch(prepaidActions.prepaidSessionEnded());
    dispatch(clientActions.prepaidModeChanged(false));
  };
}
