import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../components/useRouteHandle';

/**
 * Keeps document.title on "<route title> - <portal name>" in the current language (spec 01 §1).
 * Home, and any route without an entry in the titles namespace, carry the portal name alone.
 */
export function useDocumentTitle(): void {
  const { routeKey } = useRouteHandle();
  const { t, i18n } = useTranslation(['titles', 'common']);
  const appName = t('common:appName');
  const titleKey = `titles:${routeKey}`;
  const routeTitle = routeKey !== 'home' && i18n.exists(titleKey) ? t(titleKey) : '';

  useEffect(() => {
    document.title = routeTitle ? `${routeTitle} - ${appName}` : appName;
  }, [routeTitle, appName]);
}
