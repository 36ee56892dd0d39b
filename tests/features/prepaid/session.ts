import { findCard, startPrepaidSession } from '../../../src/sandbox/handlers/prepaidSupport';
import { clientActions } from '../../../src/state/client';
import { prepaidActions } from '../../../src/state/prepaid';
import { makeStore, type PreloadedState } from '../../../src/state/store';

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
