import { getSsoAuthInfo } from '../../api/sso';
import { getVersionInfo } from '../../api/system';
import { appPlatformOf, isOlderVersion } from '../../lib/appVersion';
import { returnTarget, safeReturnPath } from '../../lib/returnPath';
import { validateToken, type TokenLogin } from '../../state/tokenLogin';
import type { EmbeddedParameters } from '../../state/types';

/**
 * /Init, the page single sign-on and the apps come back to (spec 02 §4.7): the token on the
 * address (`access_token`, or a partner's one-time `authToken` read through SSO/GetSSOAuthInfo)
 * is made into a login, then the customer goes on to the return path: `path` on the address, else
 * the one saved before leaving, through the same sanitiser as login, keeping this address's query
 * minus access_token, path, t1, t2 (and the used `authToken`).
 */

export interface InitAddress {
  search: string;
  savedPath: string;
}

export type InitOutcome =
  | { kind: 'go'; target: string; login: TokenLogin | null; deviceNo?: string }
  | { kind: 'failed'; reason: 'handOff' | 'token'; target: string };

/** Where /Init goes on: the return path with this address's query, minus the SSO names. */
export function initTarget({ search, savedPath }: InitAddress): string {
  const query = new URLSearchParams(search);
  const back = safeReturnPath(query.get('path') ?? (savedPath || '/'));
  query.delete('authToken');
  return returnTarget(back, `?${query.toString()}`);
}

export async function completeInit(address: InitAddress): Promise<InitOutcome> {
  const query = new URLSearchParams(address.search);
  const target = initTarget(address);
  const authToken = query.get('authToken') ?? '';
  let token = query.get('access_token') ?? '';
  let deviceNo: string | undefined;
  if (authToken !== '') {
    const handOff = await getSsoAuthInfo({ authToken });
    if ('error' in handOff) return { kind: 'failed', reason: 'handOff', target };
    token = handOff.data.token;
    deviceNo = handOff.data.deviceNo;
  }
  if (token === '') return { kind: 'go', target, login: null };
  const login = await validateToken(token);
  if (!login) return { kind: 'failed', reason: 'token', target };
  return { kind: 'go', target, login, ...(deviceNo ? { deviceNo } : {}) };
}

/** The app's update address when it is below the minimum version, else null. */
export async function appUpdateNeeded(
  parameters: EmbeddedParameters,
): Promise<{ updateUrl: string } | null> {
  const platform = appPlatformOf(parameters.DeviceType);
  const version = parameters.appversion ?? '';
  if (!platform || version === '') return null;
  const info = await getVersionInfo({ platform });
  if ('error' in info || !info.data.minVersion) return null;
  if (!isOlderVersion(version, info.data.minVersion)) return null;
  return { updateUrl: info.data.updateUrl ?? '' };
}
