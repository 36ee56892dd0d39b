import {
  getChtMemberInfo,
  getDeviceAlias,
  getDeviceMenu,
  type DeviceAlias,
} from '../../api/member';
import { paths } from '../../config/paths';
import { toLanguage } from '../../i18n/languages';
import { loaderFor } from '../../i18n/localeLoaders';
import { sendToHost } from '../../lib/hostBridge';
import { clientActions } from '../../state/client';
import { userLoggedIn, userLoggedOut } from '../../state/events';
import { readDeviceMenuCache } from '../../state/persist';
import { prepaidActions, isPrepaidTokenWellFormed } from '../../state/prepaid';
import { selectIsMember } from '../../state/session';
import type { AppStore } from '../../state/store';
import { BINDING_TYPE_SMS, DEVICE_TYPE_MOBILE } from '../../state/types';
import type { Device, MemberInfo } from '../../api/types/member';
import { resolveLaunchPage } from './commandTable';
import { hostOrigin, isEmbeddingForcedOff } from './embeddedMode';
import { LAUNCH_PARAMETER } from './launchParameter';
import { decodeLaunchParameter, type LaunchPayload } from './launchPayload';
import { loadVip, readsVip } from './sessionLoaders';

/** A cached device menu younger than this is used as it is (spec 01 §4, §9). */
export const DEVICE_MENU_FRESH_MS = 3_600_000;
/** An IVRredir page quits this long after asking the app to open the store (spec 01 §4). */
export const IVR_QUIT_DELAY_MS = 1_000;

export interface LaunchEnvironment {
  /** `href` is also assigned: an IVRredir launch outside an app goes to the store itself. */
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState'>;
  storage?: Storage;
  now?: number;
  /** Where pagehide is listened for. */
  events?: Pick<EventTarget, 'addEventListener'>;
  /** The page that framed the portal, when a frame did (its origin receives postMessage). */
  referrer?: string;
}

function defaultEnvironment(): LaunchEnvironment {
  const framed = globalThis.parent !== globalThis.window;
  return {
    location: globalThis.location,
    history: globalThis.history,
    events: globalThis,
    referrer: framed ? document.referrer : '',
  };
}

/**
 * The one device of a launch by a device token (login types other than chtmember), with the
 * names from the device alias lookup when it answered.
 */
export function deviceFromLaunch(payload: LaunchPayload, alias?: DeviceAlias | null): Device {
  const deviceNo = payload.deviceNo ?? payload.account ?? '';
  const deviceType = payload.parameters?.DeviceType === 'fixedline' ? 'fixedline' : undefined;
  return {
    deviceNo,
    NoAreaDeviceNo: alias?.NoAreaDeviceNo ?? deviceNo,
    AliasOfCustom: alias?.AliasOfCustom ?? '',
    AliasOfDefault: alias?.AliasOfDefault ?? '',
    deviceType: alias?.deviceType ?? deviceType ?? DEVICE_TYPE_MOBILE,
    BindingType: BINDING_TYPE_SMS,
    PidHash: '',
    AttachedNo: payload.parameters?.AttachedNo ?? '',
    contractRate: alias?.contractRate ?? '',
    index: 0,
    show: true,
  };
}

/**
 * Any login type but chtmember: the app vouches for the token of one number. The alias lookup
 * only names that number, so when it fails the device is still built from the launch.
 */
async function logInByDevice(store: AppStore, payload: LaunchPayload, loginType: string) {
  const token = payload.token ?? '';
  const deviceNo = payload.deviceNo ?? payload.account ?? '';
  const reply = await getDeviceAlias({ token, deviceNo });
  const alias = 'data' in reply && reply.data.deviceNo === deviceNo ? reply.data : null;
  store.dispatch(userLoggedIn({ token, loginType, devices: [deviceFromLaunch(payload, alias)] }));
}

/** chtmember: the cached member info and a fresh cached menu, else both fetched anew. */
async function logInMember(
  store: AppStore,
  token: string,
  environment: LaunchEnvironment,
  cached: { token: string; chtMemberInfo: MemberInfo | null },
) {
  const cachedInfo = cached.token === token ? cached.chtMemberInfo : null;
  const now = environment.now ?? Date.now();
  const menu = readDeviceMenuCache(environment.storage, now);
  const freshMenu = menu && now - menu.fetchedAt < DEVICE_MENU_FRESH_MS ? menu : null;
  if (cachedInfo && freshMenu) {
    const devices = freshMenu.devices;
    store.dispatch(
      userLoggedIn({ token, loginType: 'chtmember', memberInfo: cachedInfo, devices }),
    );
    return;
  }
  // Together: neither call reads the other's answer, and the app renders only after both (a
  // round trip less on a slow link). A menu asked for with a token that turns out invalid is
  // simply not used.
  const [info, menuReply] = await Promise.all([
    getChtMemberInfo({ token }),
    getDeviceMenu({ token }),
  ]);
  if ('error' in info) return;
  const devices = 'data' in menuReply ? menuReply.data.devices : info.data.devices;
  store.dispatch(userLoggedIn({ token, loginType: 'chtmember', memberInfo: info.data, devices }));
}

async function logIn(
  store: AppStore,
  payload: LaunchPayload,
  environment: LaunchEnvironment,
  cached: { token: string; chtMemberInfo: MemberInfo | null },
) {
  const token = payload.token ?? '';
  const loginType = (payload.accountType ?? '').trim().toLowerCase();
  if (loginType === '' || token === '') return;
  if (loginType === 'chtmember') await logInMember(store, token, environment, cached);
  else await logInByDevice(store, payload, loginType);
}

/**
 * The VIP level of the launch's login (spec 02 §4.8), read once the first view has painted
 * (main.tsx): only the account card, which is hidden when embedded, and the member card show it,
 * and the two calls would otherwise come before the page or compete with its own calls.
 */
export async function readVipAfterLaunch(store: AppStore): Promise<void> {
  const state = store.getState();
  if (selectIsMember(state) && readsVip(state))
    await loadVip(store.dispatch, () => store.getState());
}

/** PREPAID: a token of digits starts the prepaid session; false when the token is not one. */
function startPrepaid(store: AppStore, payload: LaunchPayload): boolean {
  const token = payload.token ?? '';
  if (!isPrepaidTokenWellFormed(token)) {
    store.dispatch(prepaidActions.prepaidSessionEnded());
    return false;
  }
  store.dispatch(
    prepaidActions.prepaidSessionStarted({
      token,
      ivrNo: payload.account ?? payload.deviceNo ?? '',
      language: payload.parameters?.language ?? 'zh',
    }),
  );
  store.dispatch(clientActions.prepaidModeChanged(true));
  return true;
}

/** "Opening the app store…" in the portal's language, read before i18n has started. */
async function openingStoreText(language: string): Promise<string> {
  const load = loaderFor(toLanguage(language), 'embedded') ?? loaderFor('zh-TW', 'embedded');
  try {
    const resources: unknown = load ? (await load()).default : null;
    const ivr: unknown =
      typeof resources === 'object' && resources !== null && 'ivr' in resources
        ? resources.ivr
        : null;
    const text: unknown =
      typeof ivr === 'object' && ivr !== null && 'openingStore' in ivr ? ivr.openingStore : null;
    return typeof text === 'string' ? text : '';
  } catch {
    return '';
  }
}

/**
 * IVRredir: the app is asked to open the store link and to close 1 s later; outside an app the
 * page goes to the store itself.
 */
async function openStore(store: AppStore, url: string, environment: LaunchEnvironment) {
  const { targetOrigin, language } = store.getState().client;
  if (!sendToHost({ type: 'openExternal', url, sso: false }, targetOrigin)) {
    environment.location.href = url;
    return;
  }
  const message = await openingStoreText(language);
  if (message !== '') store.dispatch(clientActions.toastShown({ message }));
  setTimeout(() => sendToHost({ type: 'close' }, targetOrigin), IVR_QUIT_DELAY_MS);
}

/**
 * The embedded launch (spec 01 §4), before the router exists: reads and removes the `appLaunch`
 * parameter; a valid payload clears user and prepaid data, enters embedded mode (unless the page
 * forces it off), stores identifier and parameters, logs in as the login type says, and rewrites
 * the address to the requested page. An invalid payload changes nothing.
 */
export async function launchEmbedded(
  store: AppStore,
  environment: LaunchEnvironment = defaultEnvironment(),
): Promise<void> {
  const url = new URL(environment.location.href);
  const payload = decodeLaunchParameter(url.searchParams.get(LAUNCH_PARAMETER));
  url.searchParams.delete(LAUNCH_PARAMETER);
  const here = `${url.pathname}${url.search}${url.hash}`;
  if (!payload) {
    environment.history.replaceState(null, '', here);
    return;
  }

  const target = payload.page
    ? resolveLaunchPage(payload.page, payload.parameters?.DeviceType)
    : null;
  let path = target?.kind === 'page' ? target.path : here;
  // What the portal had cached, read before the launch clears the user data.
  const cached = store.getState().member;
  store.dispatch(userLoggedOut());
  if (!isEmbeddingForcedOff(path)) {
    store.dispatch(
      clientActions.embeddedModeEntered({
        source: payload.source,
        parameters: payload.parameters ?? {},
        targetOrigin: hostOrigin(environment.referrer),
      }),
    );
  }
  if (payload.identifier) store.dispatch(clientActions.identifierReceived(payload.identifier));
  const { language, alreadyShownAnnouncement } = payload.parameters ?? {};
  if (language) store.dispatch(clientActions.languageChanged(toLanguage(language)));
  if (alreadyShownAnnouncement?.length) {
    store.dispatch(clientActions.announcementsShownByApp(alreadyShownAnnouncement));
  }

  if (payload.source === 'PREPAID') {
    if (!startPrepaid(store, payload)) path = paths.prepaidLoginLogOut;
  } else {
    await logIn(store, payload, environment, cached);
  }

  environment.events?.addEventListener('pagehide', () => {
    store.dispatch(clientActions.embeddedModeLeft());
    store.dispatch(userLoggedOut());
  });

  environment.history.replaceState(null, '', path);
  if (target?.kind === 'appStore') await openStore(store, target.url, environment);
}
