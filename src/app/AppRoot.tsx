import { StrictMode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '../state/store';
import type { createPortalRouter } from './router';

interface AppRootProps {
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createPortalRouter>;
}

export function AppRoot({ store, i18n, router }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
