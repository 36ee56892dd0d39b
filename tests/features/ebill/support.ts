import { http, HttpResponse } from 'msw';
import { applyForEBill, getEBillStatus } from '../../../src/api/billSettings';
import { setCommonHeaderProvider } from '../../../src/api/http';
import { DEMO_CUSTOMER_IDS } from '../../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../../src/sandbox/db/sessions';
import { apiUrl } from '../../../src/sandbox/handlers/support';
import { server } from '../../../src/sandbox/node';
import { portalStateAfterSignIn } from '../../../src/sandbox/portalState';
import { clientActions } from '../../../src/state/client';
import { makeStore, type PreloadedState } from '../../../src/state/store';

export { DEMO_CUSTOMER_IDS };

/** The portal's state after a member login as a demo customer, optionally on another number. */
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

export const CARRIER_REFUSAL = '系統忙碌中，請稍後再試';

/** The next call to this path is refused by the carrier with CARRIER_REFUSAL. */
export function refuseOnce(path: string, method: 'get' | 'post' = 'get'): void {
  server.use(
    http[method](apiUrl(path), () => HttpResponse.json({ result: -1, message: CARRIER_REFUSAL }), {
      once: true,
    }),
  );
}

/** Holds the next call to this path until the returned release is called. */
export function holdOnce(path: string, method: 'get' | 'post' = 'get'): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](
      apiUrl(path),
      async () => {
        await released;
      },
      { once: true },
    ),
  );
  return release;
}

/**
 * Applies for 王小明's e-bill on 0912345678 through the real calls and answers the token of the
 * link in the confirmation mail (the sandbox reveals it; no mail is sent).
 */
export async function pendingApplicationToken(email = 'wang.new@example.com'): Promise<string> {
  const signIn = signInAs(DEMO_CUSTOMER_IDS.mobile);
  setCommonHeaderProvider(() => ({ token: signIn.token, deviceno: '0912345678' }));
  await applyForEBill({ email });
  const status = await getEBillStatus();
  setCommonHeaderProvider(() => ({}));
  const token = 'data' in status ? status.data.pending?.sandboxMailToken : undefined;
  if (!token) throw new Error('the sandbox sent no confirmation mail');
  return token;
}
