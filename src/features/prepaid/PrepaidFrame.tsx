import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { maskPhone } from '../../lib/mask';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { hasPrepaidSession, logOutPrepaid } from './prepaidSession';
import './prepaid.css';

/** The login page with a way back to `path` (prepaid pages only). */
export function prepaidLoginHref(path: string): string {
  return `${href(paths.prepaidLoginLogOut)}?back=${encodeURIComponent(path)}`;
}

/**
 * The frame of every prepaid page behind the prepaid login: title, the number (masked), a way
 * home and out. Without a prepaid session it asks the holder to log in and comes back here.
 */
export function PrepaidFrame({ children }: { children: (ivrNo: string) => ReactNode }) {
  const { t } = useTranslation(['prepaid', 'titles']);
  const { routeKey } = useRouteHandle();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((state) => hasPrepaidSession(state));
  const ivrNo = useAppSelector((state) => state.prepaid.ivrNo);
  const title = t(`titles:${routeKey}`);

  if (!loggedIn) {
    return (
      <PageFrame title={title}>
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
      title={title}
      context={t('frame.number', { number: maskPhone(ivrNo) })}
      actions={
        <>
          <Link className="button button--secondary" to={paths.prepaidLoginLogOut}>
            {t('frame.home')}
          </Link>
          <Button
            variant="link"
            onClick={() => {
              dispatch(logOutPrepaid());
              void navigate(paths.prepaidLoginLogOut, { state: { loggedOut: true } });
            }}
          >
            {t('frame.logout')}
          </Button>
        </>
      }
    >
      {children(ivrNo)}
    </PageFrame>
  );
}
