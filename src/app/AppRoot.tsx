import { StrictMode, useLayoutEffect, useRef } from 'react';
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
  /** Called once, when React has committed the first render (start-up timing). */
  onFirstCommit?: () => void;
}

function FirstCommit({ onCommit }: { onCommit: () => void }) {
  const reported = useRef(false);
  useLayoutEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onCommit();
  }, [onCommit]);
  return null;
}

export function AppRoot({ store, i18n, router, onFirstCommit }: AppRootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          {onFirstCommit ? <FirstCommit onCommit={onFirstCommit} /> : null}
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
