import {
  getChtVipEnterprise,
  getChtVipIndividual,
  getChtVipLevel,
  getDeviceMenu,
} from '../../api/member';
import { clientActions } from '../../state/client';
import { userLoggedIn } from '../../state/events';
import { selectIsMember } from '../../state/session';
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
 * Reads the VIP level (9999 when unset) and whether the customer is a company or tax id, then the
 * VIP info of that kind of customer; without the info the level alone is kept.
 */
export async function loadVip(dispatch: AppDispatch): Promise<void> {
  const reply = await getChtVipLevel();
  if ('error' in reply) return;
  const level = Number.isInteger(reply.data.vipLevel) ? reply.data.vipLevel : DEFAULT_VIP_LEVEL;
  const isCompanyTaxId = reply.data.isCompanyTaxId === true;
  dispatch(clientActions.companyTaxIdDetected(isCompanyTaxId));
  dispatch(clientActions.vipLoaded({ level, info: { vipLevel: level } }));
  const info = await (isCompanyTaxId ? getChtVipEnterprise() : getChtVipIndividual());
  if ('data' in info) {
    dispatch(clientActions.vipLoaded({ level, info: { ...info.data, vipLevel: level } }));
  }
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
 * brought none, and the VIP level. Registered once per store.
 */
export function startSessionLoaders(store: AppStore): void {
  if (started.has(store)) return;
  started.add(store);
  store.listeners.startListening({
    actionCreator: userLoggedIn,
    effect: async (action, api) => {
      const dispatch = api.dispatch as AppDispatch;
      if (action.payload.devices === undefined) await loadDevices(dispatch);
      if (readsVip(api.getState() as RootState)) await loadVip(dispatch);
    },
  });
}

/** Tests only: forget which stores have loaders. */
export function resetSessionLoaders(): void {
  started = new WeakSet<AppStore>();
}
