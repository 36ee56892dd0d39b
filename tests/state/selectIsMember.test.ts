import { describe, expect, it } from 'vitest';
import { clientActions } from '../../src/state/client';
import { memberSessionExpired, userLoggedIn, userLoggedOut } from '../../src/state/events';
import { prepaidActions } from '../../src/state/prepaid';
import { selectIsMember } from '../../src/state/session';
import { makeStore } from '../../src/state/store';

const NOW = Date.UTC(2026, 10, 1, 2, 0, 0);
const EXPIRE = NOW + 60 * 60 * 1000;

function signedIn() {
  const store = makeStore();
  store.dispatch(userLoggedIn({ token: 'member-token', expire: EXPIRE, loginType: 'chtmember' }));
  return store;
}

describe('selectIsMember', () => {
  it('is false for a visitor', () => {
    expect(selectIsMember(makeStore().getState())).toBe(false);
    expect(selectIsMember(makeStore().getState(), NOW)).toBe(false);
  });

  it('is true after a member login, and false again after a logout or an ended session', () => {
    const store = signedIn();
    expect(selectIsMember(store.getState())).toBe(true);
    store.dispatch(userLoggedOut());
    expect(selectIsMember(store.getState())).toBe(false);

    const other = signedIn();
    other.dispatch(memberSessionExpired());
    expect(selectIsMember(other.getState())).toBe(false);
  });

  it('is false for a prepaid session alone (a prepaid card is not a member)', () => {
    const store = makeStore();
    store.dispatch(
      prepaidActions.prepaidSessionStarted({
        token: '884422',
        ivrNo: '0911000111',
        expire: EXPIRE,
        language: 'en',
        rememberMe: false,
      }),
    );
    expect(store.getState().prepaid.token).toBe('884422');
    expect(selectIsMember(store.getState())).toBe(false);
  });

  it.each([
    ['a login flag without a token', true, ''],
    ['a token without the login flag', false, 'member-token'],
  ])('is false for %s', (_case, isLogin, token) => {
    const state = signedIn().getState();
    const mixed = {
      client: { ...state.client, isLogin },
      member: { ...state.member, token },
    };
    expect(selectIsMember(mixed)).toBe(false);
  });

  it('given the time, counts the token only before its expiry', () => {
    const state = signedIn().getState();
    expect(selectIsMember(state, EXPIRE - 1)).toBe(true);
    expect(selectIsMember(state, EXPIRE)).toBe(false);
    // Without the time, the session stands until something ends it.
    expect(selectIsMember(state)).toBe(true);
  });

  it('does not change with unrelated client state', () => {
    const store = signedIn();
    store.dispatch(clientActions.languageChanged('en'));
    expect(selectIsMember(store.getState())).toBe(true);
  });
});
