import { configure } from '@testing-library/react';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../../src/sandbox/db/sessions';
import { portalStateAfterSignIn } from '../../../src/sandbox/portalState';
import { clientActions } from '../../../src/state/client';
import { makeStore, type PreloadedState } from '../../../src/state/store';

/**
 * The portal's state after a member login as a sandbox demo customer (a real sandbox session),
 * built with the real reducers; optionally with another of the customer's numbers selected.
 */
export function signedInState(
  customerId: string = DEMO_CUSTOMER_IDS.mobile,
  deviceNo?: string,
): PreloadedState {
  const afterLogin = portalStateAfterSignIn(signInAs(customerId));
  const store = makeStore({
    client: afterLogin.client,
    member: afterLogin.member,
    prepaid: afterLogin.prepaid,
  });
  if (deviceNo) store.dispatch(clientActions.deviceSelected(deviceNo));
  const { client, member, prepaid } = store.getState();
  return { client, member, prepaid };
}

// The screens load lazily over the sandbox; on a busy machine that takes longer than the
// library's 1 s default for findBy* and waitFor.
configure({ asyncUtilTimeout: 5000 });
