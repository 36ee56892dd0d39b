import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSessionLoaders, startSessionLoaders } from '../../src/app/boot/sessionLoaders';
import { DEMO_CUSTOMER_IDS } from '../../src/sandbox/db/seedCustomers';
import { signInAs } from '../../src/sandbox/db/sessions';
import { clientActions } from '../../src/state/client';
import { userLoggedIn } from '../../src/state/events';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { makeStore } from '../../src/state/store';
import { DEFAULT_VIP_LEVEL } from '../../src/state/types';

afterEach(() => {
  resetSessionLoaders();
});

function storeWithLoaders() {
  const store = makeStore();
  bindStoreToHttp(store);
  startSessionLoaders(store);
  return store;
}

describe('after login', () => {
  it('loads the device menu and the VIP level; the first shown number drives the deviceno header', async () => {
    const store = storeWithLoaders();
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    store.dispatch(userLoggedIn({ token, loginType: 'chtmember' }));
    await waitFor(() => {
      expect(store.getState().client.vipLevel).toBe(1);
    });
    expect(store.getState().client.devices.length).toBe(3);
    expect(store.getState().client.device?.deviceNo).toBe('0912345678');
    expect(store.getState().client.isCompanyTaxId).toBe(false);
    await waitFor(() => {
      expect(store.getState().client.vipInfo).toMatchObject({ vipLevel: 1, levelName: '金卡' });
    });
  });

  it('loads the device menu again in a new language: the plans are named in it', async () => {
    const store = storeWithLoaders();
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    store.dispatch(userLoggedIn({ token, loginType: 'chtmember' }));
    await waitFor(() => {
      expect(store.getState().client.device?.AliasOfDefault).toBe('5G 1399 吃到飽');
    });
    store.dispatch(clientActions.languageChanged('th'));
    await waitFor(() => {
      expect(store.getState().client.device?.AliasOfDefault).toBe('5G 1399 ไม่จำกัด');
    });
    expect(store.getState().client.device?.deviceNo).toBe('0912345678');
  });

  it('marks a company by its 8-character CustomerId', async () => {
    const store = storeWithLoaders();
    const { token, memberInfo } = signInAs(DEMO_CUSTOMER_IDS.enterprise);
    store.dispatch(userLoggedIn({ token, loginType: 'chtmember', memberInfo }));
    await waitFor(() => {
      expect(store.getState().client.isCompanyTaxId).toBe(true);
    });
    await waitFor(() => {
      expect(store.getState().client.vipInfo).toMatchObject({ isCompanyTaxId: true });
    });
    expect(store.getState().client.vipLevel).toBe(DEFAULT_VIP_LEVEL);
  });

  it('does not read the VIP level when embedded with an SMS login', async () => {
    const store = storeWithLoaders();
    store.dispatch(
      clientActions.embeddedModeEntered({ source: 'APP', parameters: {}, targetOrigin: '' }),
    );
    const { token } = signInAs(DEMO_CUSTOMER_IDS.mobile);
    store.dispatch(userLoggedIn({ token, loginType: 'SMS' }));
    await waitFor(() => {
      expect(store.getState().client.devices.length).toBe(3);
    });
    expect(store.getState().client.vipLevel).toBe(DEFAULT_VIP_LEVEL);
  });
});
