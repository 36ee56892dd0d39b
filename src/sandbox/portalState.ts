import { isCompanyCustomerId } from '../lib/customer';
import { clientActions } from '../state/client';
import { userLoggedIn, userLoggedOut } from '../state/events';
import { makeStore, type PreloadedState, type RootState } from '../state/store';
import { DEFAULT_VIP_LEVEL } from '../state/types';
import type { SandboxSignIn } from './db/sessions';

/**
 * The portal's state right after a member login as the sandbox customer, built with the real
 * reducers (what the login flow will dispatch): session and devices, VIP level and the tax-id
 * flag. `base` keeps what is not the customer's (identifier, language, shown announcements).
 */
export function portalStateAfterSignIn(signIn: SandboxSignIn, base?: PreloadedState): RootState {
  const store = makeStore(base);
  // Companies by their 8-character CustomerId, as the portal's own login tells them apart.
  const isCompany = isCompanyCustomerId(signIn.memberInfo.pid);
  // Whoever was signed in before (a member or a prepaid card) is signed out first.
  store.dispatch(userLoggedOut());
  store.dispatch(
    userLoggedIn({
      token: signIn.token,
      expire: signIn.expire,
      loginType: 'chtmember',
      memberInfo: signIn.memberInfo,
      devices: signIn.devices,
    }),
  );
  store.dispatch(
    clientActions.vipLoaded({
      level: isCompany ? DEFAULT_VIP_LEVEL : signIn.vip.vipLevel,
      info: { ...signIn.vip },
    }),
  );
  store.dispatch(clientActions.companyTaxIdDetected(isCompany));
  return store.getState();
}

/** The portal's state after a logout, keeping what is not the customer's. */
export function portalStateAfterSignOut(base?: PreloadedState): RootState {
  const store = makeStore(base);
  store.dispatch(userLoggedOut());
  return store.getState();
}
