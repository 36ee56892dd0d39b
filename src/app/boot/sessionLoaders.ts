import {
  getChtVipEnterprise,
  getChtVipIndividual,
  getChtVipLevel,
  getDeviceMenu,
} from '../../api/member';
import { clientActions } from '../../state/client';
import { userLoggedIn } from '../../state/events';
import { selectIsCompany, selectIsMember } from '../../state/session';
import { readDeviceMenuCache } from '../../state/persist';
import type { AppDispatch, AppStore, RootState } from '../../state/store';
import { DEFAULT_VIP_LEVEL } from '../../state/types';

/** The device menu is fetched again once the stored one is this old (spec 01 §9). */
export const DEVICE_MENU_CACHE_MS = 3_600_000;

/** Loads the member's numbers; the selected one drives the deviceno header. */
export async function loadDevices(dispatch: AppDispatch): Promise<boolean> {
  const reply = await getDeviceMenu();
  if ('error' in reply) return false;
  dispatch(clientActions.devicesLoaded(reply.data.devices));
  return true;
}

/**
 * Reads the VIP level (9999 when unset), then the VIP info of the kind of customer: companies are
 * told apart by their 8-character CustomerId (spec 02 §6, `selectIsCompany`), the one rule the
 * header and the screens use too, not by the VIP reply's flag. Without the info the level alone is kept. A reply
 * that arrives after the session ended or changed is dropped.
 */
export async function loadVip(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  const token = getState().member.token;
  const stillThisSession = () => getState().member.token === token && selectIsMember(getState());
  const isCompany = selectIsCompany(getState());
  const reply = await getChtVipLevel();
  if ('error' in reply || !stillThisSession()) return;
  const level = Number.isInteger(reply.data.vipLevel) ? reply.data.vipLevel : DEFAULT_VIP_LEVEL;
  dispatch(clientActions.companyTaxIdDetected(isCompany));
  dispatch(clientActions.vipLoaded({ level, info: { vipLevel: level } }));
  const info = await (isCompany ? getChtVipEnterprise() : getChtVipIndividual());
  if ('data' in info && stillThisSession()) {
    dispatch(clientActions.vipLoaded({ level, info: { ...info.data, vipLevel: level } }));
  }
}

/**
 * A session restored from storage reads its VIP level too: the level stored with it may be
 * missing (the page was left before the login's VIP read answered) or out of date. Called after
 * the login check, itself started after the first render, so it is never on the first-paint path.
 * Embedded sessions follow the launch's own rule (readVipAfterLaunch).
 */
export async function readVipOfRestoredSession(store: AppStore, now = Date.now()): Promise<void> {
  const state = store.getState();
  if (state.client.embedded || !selectIsMember(state, now)) return;
  if (readsVip(state)) await loadVip(store.dispatch, () => store.getState());
}

/** The VIP level is not read when embedded with an SMS login (spec 02 §4.8). */
export function readsVip(state: RootState): boolean {
  return !(state.client.embedded && state.client.loginType.toLowerCase() === 'sms');
}

/**
 * A session restored from storage keeps its device menu for 3600 s after it was fetched; an older
 * (or missing) one is fetched again. Embedded sessions follow the launch's own rule.
 */
export async function refreshStaleDeviceMenu(
  store: AppStore,
  options: { storage?: Storage; now?: number } = {},
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const state = store.getState();
  if (state.client.embedded || !selectIsMember(state, now)) return false;
  const cache = readDeviceMenuCache(options.storage, now);
  if (cache && state.client.devices.length > 0 && now - cache.fetchedAt < DEVICE_MENU_CACHE_MS) {
    return false;
  }
  return loadDevices(store.dispatch);
}

let started = new WeakSet<AppStore>();

/**
 * After every login (login page, login check, embedded launch): the device menu when the login
 * brought none, and the VIP level; after a change of language, the device menu again. Registered
 * once per store.
 */
export function startSessionLoaders(store: AppStore): void {
  if (started.has(store)) return;
  started.add(store);
  store.listeners.startListening({
    actionCreator: userLoggedIn,
    effect: async (action, api) => {
      const dispatch = api.dispatch as AppDispatch;
      if (action.payload.devices === undefined) await loadDevices(dispatch);
      const getState = () => api.getState() as RootState;
      if (readsVip(getState())) await loadVip(dispatch, getState);
    },
  });
  // The carrier names the numbers' plans in the language the call carries (docs/api.md).
  store.listeners.startListening({
    predicate: (action, current, previous) =>
      clientActions.languageChanged.match(action) &&
      (current as RootState).client.language !== (previous as RootState).client.language &&
      selectIsMember(current as RootState),
    effect: async (_action, api) => {
      await loadDevices(api.dispatch as AppDispatch);
    },
  });
}

/** Tests only: forget which stores have loaders. */
export function resetSessionLoaders(): void {
  started = new WeakSet<AppStore>();
}
