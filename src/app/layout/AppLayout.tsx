import { createElement, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/page/StatusStates';
import { clientActions } from '../../state/client';
import { useAppDispatch } from '../../state/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadedShellChrome } from './shellChrome';
import { loadedShellLayers, loadSessionLayer, loadShellAddons } from './shellLayers';

// When main.tsx could not load them before the first render: each in its own boundary, so that
// neither can replace the page while it loads.
const LazyShellAddons = lazy(loadShellAddons);
const LazySessionLayer = lazy(loadSessionLayer);

/** The frame around every route: skip link, the shell chrome when loaded, and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  useDocumentTitle();
  useEffect(() => {
    dispatch(clientActions.pathVisited(location.pathname));
  }, [dispatch, location.pathname]);

  const Chrome = loadedShellChrome();
  // Loaded before the first render (main.tsx); lazily only when that failed, or in tests.
  const { ShellAddons, SessionLayer } = loadedShellLayers() ?? {
    ShellAddons: LazyShellAddons,
    SessionLayer: LazySessionLayer,
  };
  const page = (
    <main id="main" className="app-main" tabIndex={-1}>
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </main>
  );

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {Chrome ? (
        // The chrome module was loaded once before the first render; it never changes after.
        createElement(Chrome, null, page)
      ) : (
        <>
          {/* Only when the chrome chunk could not load: the plain bar, kept small (render-critical). */}
          <header className="app-bar">
            <span className="app-bar__brand">{t('appName')}</span>
          </header>
          {page}
        </>
      )}
      <Suspense fallback={null}>
        <ShellAddons />
      </Suspense>
      <Suspense fallback={null}>
        <SessionLayer />
      </Suspense>
    </div>
  );
}
