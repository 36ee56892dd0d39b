import { afterEach, describe, expect, it } from 'vitest';
import { setCommonHeaderProvider } from '../../src/api/http';
import { getDeviceAlias, getAllowSsoHosts } from '../../src/api/member';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { createSession, endSession } from '../../src/sandbox/db/sessions';
import { SANDBOX_SSO_HOSTS } from '../../src/sandbox/handlers/member';
import { SANDBOX_MESSAGES } from '../../src/sandbox/handlers/support';

afterEach(() => {
  setCommonHeaderProvider(() => ({}));
});

const messageOf = (result: { data: unknown } | { error: { message: string } }) =>
  'error' in result ? result.error.message : '';

describe('sandbox: the embedded launch calls', () => {
  it('names one of the session owner’s numbers', async () => {
    const token = createSession(DEMO_CUSTOMER_IDS.fixedBroadband).token;
    const reply = await getDeviceAlias({ token, deviceNo: '0223456789' });
    if ('error' in reply) throw new Error(reply.error.message);
    expect(reply.data).toMatchObject({ deviceNo: '0223456789', deviceType: 'fixedline' });
  });

  it('refuses a number of another customer, an unknown number and a missing one', async () => {
    const token = createSession(DEMO_CUSTOMER_IDS.mobile).token;
    expect(messageOf(await getDeviceAlias({ token, deviceNo: '0223456789' }))).toBe(
      SANDBOX_MESSAGES.deviceNotOwned,
    );
    expect(messageOf(await getDeviceAlias({ token, deviceNo: '0900000000' }))).toBe(
      SANDBOX_MESSAGES.deviceNotOwned,
    );
    expect(messageOf(await getDeviceAlias({ token, deviceNo: '' }))).toBe(
      SANDBOX_MESSAGES.deviceRequired,
    );
  });

  it('refuses a token without a live session', async () => {
    const token = createSession(DEMO_CUSTOMER_IDS.mobile).token;
    endSession(token);
    expect(messageOf(await getDeviceAlias({ token, deviceNo: '0912345678' }))).toBe(
      SANDBOX_MESSAGES.notLoggedIn,
    );
    expect(messageOf(await getDeviceAlias({ token: '', deviceNo: '0912345678' }))).toBe(
      SANDBOX_MESSAGES.notLoggedIn,
    );
  });

  it('answers the single sign-on whitelist without a session', async () => {
    expect(await getAllowSsoHosts()).toEqual({ data: SANDBOX_SSO_HOSTS });
  });
});
