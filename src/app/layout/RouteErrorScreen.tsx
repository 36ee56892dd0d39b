import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { Button } from '../../components/Button';
import {
  chunkErrorPath,
  isChunkLoadError,
  isErrorPath,
  reloadOnceForChunkError,
} from '../boot/chunkReload';

/**
 * Every route's error boundary: never a blank page (design §8). A chunk that would not load
 * reloads the page once, then goes to /Error naming this page; on /Error itself it says so here.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const chunkFailure = isChunkLoadError(error);
  const [reloading] = useState(() => chunkFailure && reloadOnceForChunkError());

  useEffect(() => {
    if (!chunkFailure && !isRouteErrorResponse(error)) console.error(error);
  }, [chunkFailure, error]);

  if (reloading) return null;
  if (chunkFailure && !isErrorPath(pathname)) {
    return <Navigate replace to={chunkErrorPath(`${pathname}${search}`)} />;
  }
  return (
    <section className="page" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="page__title">
        {chunkFailure ? t('routeError.updatedTitle') : t('routeError.title')}
      </h1>
      <p>{chunkFailure ? t('routeError.updatedBody') : t('routeError.body')}</p>
      <Button
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('action.retry')}
      </Button>
    </section>
  );
}
