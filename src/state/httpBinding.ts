import { setCommonHeaderProvider, type CommonHeaders } from '../api/http';
import { memberSessionExpired } from './events';
import { isMemberTokenValid } from './member';
import { selectIsMember } from './session';
import type { AppStore } from './store';

export const LOGIN_SOURCE_WEB = 'MYCHT';
export const LOGIN_SOURCE_APP = 'APP';

/**
 * Reads the member token, ending the session when it is past its expiry: an expired token is
 * cleared whenever it is read (spec 01 §3).
 */
export function readMemberToken(store: AppStore, now = Date.now()): string {
  const { member } = store.getState();
  if (member.token === '') return '';
  if (!isMemberTokenValid(member, now)) {
    store.dispatch(memberSessionExpired());
    return '';
  }
  return member.token;
}

function firstNonEmpty(...values: (string | undefined)[]): string | undefined {
  return values.find((value) => value !== undefined && value !== '');
}

export function commonHeadersFrom(store: AppStore): CommonHeaders {
  const token = readMemberToken(store);
  const { client, prepaid } = store.getState();
  return {
    deviceno: client.device?.deviceNo,
    attachedno: firstNonEmpty(client.device?.AttachedNo, client.embeddedParameters.AttachedNo),
    source: client.embedded ? LOGIN_SOURCE_APP : LOGIN_SOURCE_WEB,
    identifier: client.identifier,
    token: client.isPrepaid && prepaid.token !== '' ? prepaid.token : token,
    isLogin: selectIsMember(store.getState()) ? 'Y' : 'N',
    Language: client.language,
  };
}

/** Makes every service call carry this store's session headers. */
export function bindStoreToHttp(store: AppStore): void {
  setCommonHeaderProvider(() => commonHeadersFrom(store));
}
