import { setCommonHeaderProvider, type CommonHeaders } from '../../src/api/http';
import { signInAs } from '../../src/sandbox/db/sessions';

/** Makes every service call carry these headers (what the store binding does in the app). */
export function sendHeaders(headers: CommonHeaders): void {
  setCommonHeaderProvider(() => headers);
}

/** Signs a demo customer in and sends their token (and a device) with every call. */
export function actAs(customerId: string, deviceNo?: string) {
  const signIn = signInAs(customerId);
  sendHeaders({ token: signIn.token, deviceno: deviceNo ?? signIn.devices[0]?.deviceNo });
  return signIn;
}

/** A service call's data; a failed call fails the test with the carrier's message. */
export function dataOf<T>(result: { data: T } | { error: { message: string } }): T {
  if ('error' in result) throw new Error(`expected data, got ${result.error.message}`);
  return result.data;
}
