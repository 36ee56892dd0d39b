import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { clientSlice } from './client';
import { memberSessionExpired, userLoggedOut } from './events';
import { memberSlice } from './member';
import { portalApi } from './portalApi';
import { prepaidSlice } from './prepaid';

export const rootReducer = combineSlices(clientSlice, memberSlice, prepaidSlice, portalApi);

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

export function makeStore(preloadedState?: PreloadedState) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listeners.middleware).concat(portalApi.middleware),
  });

  // Logout and an expired session also empty the API cache: nothing of the last customer stays.
  listeners.startListening({
    matcher: (action) => userLoggedOut.match(action) || memberSessionExpired.match(action),
    effect: (_action, api) => {
      api.dispatch(portalApi.util.resetApiState());
    },
  });

  return Object.assign(store, { listeners });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
