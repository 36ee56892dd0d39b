import { render, screen, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestRouter } from '../../src/app/router';
import type { Language } from '../../src/i18n/languages';
import { clientActions } from '../../src/state/client';
import { routeScreenLoaded } from '../../src/state/events';
import { bindStoreToHttp } from '../../src/state/httpBinding';
import { makeStore, type AppStore, type PreloadedState } from '../../src/state/store';
import { testI18n } from './i18n';

export interface RenderOptions {
  preloadedState?: PreloadedState;
  language?: Language;
  /** Initial URL of the router. */
  route?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
  i18n: I18n;
}

/**
 * Renders with a fresh store bound to the service layer, i18n with every locale loaded, and a
 * router. Pass `null` as the element to render the portal's own route table at `route`.
 */
export async function renderWithProviders(
  element: ReactElement | null,
  { preloadedState, language = 'en', route = '/' }: RenderOptions = {},
): Promise<RenderWithProvidersResult> {
  const store = makeStore(preloadedState);
  // The store holds the language the calls carry: the same as the one on screen.
  if (!preloadedState?.client?.language) store.dispatch(clientActions.languageChanged(language));
  bindStoreToHttp(store);
  const i18n = await testI18n(language);
  const content =
    element === null ? (
      <RouterProvider
        router={createTestRouter(route, {
          onScreenLoaded: (routeKey) => store.dispatch(routeScreenLoaded(routeKey)),
        })}
      />
    ) : (
      <MemoryRouter initialEntries={[route]}>{element}</MemoryRouter>
    );
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{content}</I18nextProvider>
    </Provider>,
  );
  return { ...result, store, i18n };
}

/** Renders the route table at a path and waits for its page heading. */
export async function renderRoute(route: string, options: Omit<RenderOptions, 'route'> = {}) {
  const result = await renderWithProviders(null, { ...options, route });
  await screen.findByRole('heading', { level: 1 });
  return result;
}
