import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../src/sandbox/db/sessions';
import { findCard, startPrepaidSession } from '../../src/sandbox/handlers/prepaidSupport';
import { portalStateAfterSignIn } from '../../src/sandbox/portalState';
import { clientActions } from '../../src/state/client';
import { prepaidActions } from '../../src/state/prepaid';
import { makeStore, type PreloadedState } from '../../src/state/store';

export { DEMO_CUSTOMER_IDS };

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

/** The portal's state with a live sandbox prepaid session for `ivrNo`. */
export function prepaidSessionState(ivrNo: string): PreloadedState {
  if (!findCard(ivrNo)) throw new Error(`No sandbox card ${ivrNo}`);
  const { token } = startPrepaidSession(ivrNo);
  const store = makeStore();
  store.dispatch(
    prepaidActions.prepaidSessionStarted({ token, ivrNo, expire: Date.now() + 600_000 }),
  );
  store.dispatch(clientActions.prepaidModeChanged(true));
  const { client, member, prepaid } = store.getState();
  return { client, member, prepaid };
}
