import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/StatusStates';
import { clientActions } from '../../state/client';
import { useAppDispatch } from '../../state/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { LanguagePicker } from './LanguagePicker';

/** The frame around every route. Header, footer and overlays are filled in by the shell. */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const dispatch = useAppDispatch();
  useDocumentTitle();
  useEffect(() => {
    dispatch(clientActions.pathVisited(location.pathname));
  }, [dispatch, location.pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="app-bar">
        <span className="app-bar__brand">{t('appName')}</span>
        <LanguagePicker />
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
