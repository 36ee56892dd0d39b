import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../../src/sandbox/db/sessions';
import { portalStateAfterSignIn } from '../../../src/sandbox/portalState';
import { clientActions } from '../../../src/state/client';
import { makeStore, type PreloadedState } from '../../../src/state/store';

/**
 * The portal's state after a member login as a sandbox demo customer (a real sandbox session),
 * optionally with another of the customer's numbers selected.
 */
export function memberState(
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

/** Holds the next call to a handler until released, then lets it through to the sandbox. */
export function holdNextCall() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** The item at an index of a list a test expects to be long enough. */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${String(index)} of ${String(items.length)}`);
  return item;
}
