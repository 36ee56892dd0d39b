import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { maskPhone } from '../../lib/mask';
import { selectEmbedded } from '../../state/client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { hasPrepaidSession } from './prepaidSession';
import { logOutPrepaid } from '../../state/logout';
import './prepaid.css';

/** The login page with a way back to `path` (prepaid pages only). */
export function prepaidLoginHref(path: string): string {
  return `${href(paths.prepaidLoginLogOut)}?back=${encodeURIComponent(path)}`;
}

/**
 * The frame of every prepaid page behind the prepaid login: title, the number (masked), a way
 * home and out. Without a prepaid session it asks the holder to log in and comes back here.
 * The prepaid home (`home`) has its own title and shows the number itself, with no way home.
 * Embedded in one of the carrier's apps the app holds the session: no logout is offered.
 */
export function PrepaidFrame({
  home = false,
  children,
}: {
  home?: boolean;
  children: (ivrNo: string) => ReactNode;
}) {
  const { t } = useTranslation(['prepaid', 'titles']);
  const embedded = useAppSelector(selectEmbedded);
  const { routeKey } = useRouteHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => hasPrepaidSession(state));
  const ivrNo = useAppSelector((state) => state.prepaid.ivrNo);
  const routeTitle = t(`titles:${routeKey}`);

  if (!loggedIn) {
    return (
      <PageFrame title={routeTitle}>
        <div className="notice" role="note">
          <p>{t('frame.needLogin')}</p>
          <Link
            className="button button--primary"
            to={prepaidLoginHref(location.pathname + location.search)}
          >
            {t('frame.goLogin')}
          </Link>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title={home ? t('home.title') : routeTitle}
      context={home ? undefined : t('frame.number', { number: maskPhone(ivrNo) })}
      actions={
        home && embedded ? undefined : (
          <>
            {home ? null : (
              <Link className="button button--secondary" to={paths.prepaidLoginLogOut}>
                {t('frame.home')}
              </Link>
            )}
            {embedded ? null : (
              <Button
                variant="link"
                onClick={() => {
                  dispatch(logOutPrepaid());
                  void navigate(paths.prepaidLoginLogOut, { state: { loggedOut: true } });
                }}
              >
                {t('frame.logout')}
              </Button>
            )}
          </>
        )
      }
    >
      {children(ivrNo)}
    </PageFrame>
  );
}
