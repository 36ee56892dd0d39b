import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
} from '@reduxjs/toolkit';
import { clientSlice } from './client';
import { memberSlice } from './member';
import { prepaidSlice } from './prepaid';

/**
 * Slices that arrive with a later chunk register here by declaration merging and
 * `rootReducer.inject`, so that what the first screen does not need stays out of the
 * render-critical bundle (design §7). The RTK Query API is one (state/portalApi.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  clientSlice,
  memberSlice,
  prepaidSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that lazily loaded modules add (applies to every store made here). */
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;
export type PreloadedState = Partial<RootState>;

export function makeStore(preloadedState?: PreloadedState) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listeners.middleware).concat(dynamicMiddleware.middleware),
  });
  return Object.assign(store, { listeners });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
