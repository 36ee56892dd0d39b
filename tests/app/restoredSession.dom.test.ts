import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { startLoginCheck } from '../../src/app/boot/loginCheck';
import { resetSessionLoaders } from '../../src/app/boot/sessionLoaders';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../src/sandbox/db/sessions';
import { startPrepaidSession } from '../../src/sandbox/handlers/prepaidSupport';
import { apiUrl } from '../../src/sandbox/handlers/support';
import { server } from '../../src/sandbox/node';
import { portalStateAfterSignIn } from '../../src/sandbox/portalState';
import { clientActions } from '../../src/state/client';
import { userLoggedOut } from '../../src/state/events';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { initialPrepaidState } from '../../src/state/prepaid';
import { makeStore, type PreloadedState } from '../../src/state/store';
import { DEFAULT_VIP_LEVEL } from '../../src/state/types';

afterEach(() => {
  resetSessionLoaders();
});

/**
 * A page opened on a session restored from storage, as a page left before the login's VIP read
 * answered stored it: signed in, no VIP level yet.
 */
function restoredSession(customerId: string, extra: PreloadedState = {}) {
  const signIn = signInAs(customerId);
  const { client, member } = portalStateAfterSignIn(signIn);
  const store = makeStore({
    client: { ...client, vipLevel: DEFAULT_VIP_LEVEL, vipInfo: null, isCompanyTaxId: false },
    member,
    ...extra,
  });
  bindStoreToHttp(store);
  const context = {
    store,
    router: { navigate: () => undefined },
    location: { hostname: '127.0.0.1', pathname: '/My', search: '' },
  };
  return { store, context, token: signIn.token };
}

function vipLevelAnswers(reply: { vipLevel: number; isCompanyTaxId: boolean }) {
  server.use(
    http.get(apiUrl('Chtmember/CHTVipLevel'), () => HttpResponse.json({ result: 1, data: reply })),
  );
}

describe('a restored session', () => {
  it('reads its VIP level after the login check keeps it', async () => {
    const { store, context } = restoredSession(DEMO_CUSTOMER_IDS.mobile);
    expect(await startLoginCheck(context)).toBe('confirmed');
    expect(store.getState().client.vipLevel).toBe(1);
    expect(store.getState().client.vipInfo).toMatchObject({ vipLevel: 1, levelName: '金卡' });
    expect(store.getState().client.isCompanyTaxId).toBe(false);
  });

  it('tells a company by its 8-character CustomerId, whatever the VIP reply says', async () => {
    const company = restoredSession(DEMO_CUSTOMER_IDS.enterprise);
    vipLevelAnswers({ vipLevel: DEFAULT_VIP_LEVEL, isCompanyTaxId: false });
    await startLoginCheck(company.context);
    expect(company.store.getState().client.isCompanyTaxId).toBe(true);
    expect(company.store.getState().client.vipInfo).toMatchObject({ isCompanyTaxId: true });

    resetSessionLoaders();
    const person = restoredSession(DEMO_CUSTOMER_IDS.mobile);
    vipLevelAnswers({ vipLevel: 1, isCompanyTaxId: true });
    await startLoginCheck(person.context);
    expect(person.store.getState().client.isCompanyTaxId).toBe(false);
    expect(person.store.getState().client.vipLevel).toBe(1);
  });

  it('drops a VIP reply that arrives after the session ended', async () => {
    const { store, context } = restoredSession(DEMO_CUSTOMER_IDS.mobile);
    server.use(
      http.get(apiUrl('Chtmember/CHTVipLevel'), () => {
        store.dispatch(userLoggedOut());
        return HttpResponse.json({ result: 1, data: { vipLevel: 1, isCompanyTaxId: false } });
      }),
    );
    await startLoginCheck(context);
    expect(store.getState().client.isLogin).toBe(false);
    expect(store.getState().client.vipLevel).toBe(DEFAULT_VIP_LEVEL);
    expect(store.getState().client.vipInfo).toBeNull();
  });

  it('reads no VIP level on a signed-out page', async () => {
    const store = makeStore();
    bindStoreToHttp(store);
    let asked = false;
    server.use(
      http.get(apiUrl('Chtmember/CHTVipLevel'), () => {
        asked = true;
        return HttpResponse.json({ result: 1, data: { vipLevel: 1, isCompanyTaxId: false } });
      }),
    );
    await startLoginCheck({
      store,
      router: { navigate: () => undefined },
      location: { hostname: '127.0.0.1', pathname: '/My', search: '' },
    });
    expect(asked).toBe(false);
  });

  it('keeps a prepaid session beside the member session: the member site sees the member token', async () => {
    const prepaid = startPrepaidSession('0987000401');
    const { store, context, token } = restoredSession(DEMO_CUSTOMER_IDS.mobile, {
      prepaid: {
        ...initialPrepaidState,
        token: prepaid.token,
        ivrNo: '0987000401',
        expire: Date.now() + prepaid.expiresIn * 1000,
      },
    });
    // A prepaid screen has put the portal in prepaid mode: the prepaid token rides the token header.
    store.dispatch(clientActions.prepaidModeChanged(true));
    expect(await startLoginCheck(context)).toBe('confirmed');
    expect(store.getState().member.token).toBe(token);
    expect(store.getState().prepaid.token).toBe(prepaid.token);
  });
});
