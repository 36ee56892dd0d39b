import type { AppStore, PreloadedState } from './store';

// Interim: replaced by the encrypted persistence (appInitInfo, CHTMemberInfo, DeviceMenu,
// RemindPeriodInfo) in the same change.
export function readPersistedState(): PreloadedState {
  return {};
}

export function startPersistence(store: AppStore): () => void {
  store.getState();
  return () => undefined;
}
