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

/**
 * Redux Toolkit's development checks (state mutated outside a reducer, values that do not
 * serialise) walk the whole state on every dispatch. They run under `npm start`; the unit tests,
 * thousands of renders, go without them (docs/architecture.md, Tests, has what they cost).
 */
const DEVELOPMENT_CHECKS = import.meta.env.MODE !== 'test';

export function makeStore(preloadedState?: PreloadedState) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ immutableCheck: DEVELOPMENT_CHECKS, serializableCheck: DEVELOPMENT_CHECKS })
        .prepend(listeners.middleware)
        .concat(dynamicMiddleware.middleware),
  });
  return Object.assign(store, { listeners });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
