import { describe, expect, it } from 'vitest';
import { clientActions } from '../../src/state/client';
import { portalApi, withApiState } from '../../src/state/portalApi';
import { makeStore } from '../../src/state/store';

const probe = portalApi.injectEndpoints({
  endpoints: (build) => ({
    languageProbe: build.query<string, undefined>({ queryFn: () => ({ data: '5G 1399 吃到飽' }) }),
  }),
});

describe('the API cache and the interface language', () => {
  it('is emptied when the language changes: carrier names come in the language of the call', async () => {
    const store = makeStore();
    const cached = () => withApiState(store.getState()).portalApi.queries;
    await store.dispatch(probe.endpoints.languageProbe.initiate(undefined));
    store.dispatch(clientActions.languageChanged('zh-TW'));
    expect(Object.keys(cached())).toHaveLength(1);
    store.dispatch(clientActions.languageChanged('th'));
    expect(cached()).toEqual({});
  });
});
