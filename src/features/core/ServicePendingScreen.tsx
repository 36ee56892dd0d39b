import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { PageFrame } from '../../components/page/PageFrame';
import { paths } from '../../config/paths';
import { loginHref } from '../../lib/loginHref';
import { selectDevice, selectIsLogin } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';

/** Whose account the page is about: the member and the selected number, or a visitor. */
function AccountContext() {
  const { t } = useTranslation();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const member = useAppSelector(selectMemberInfo);
  const device = useAppSelector(selectDevice);
  if (!isLogin) {
    const target = loginHref(location.pathname + location.search);
    return (
      <p className="pending__account">
        {t('pending.visitor')}{' '}
        {target.startsWith('/') ? (
          <Link to={target}>{t('pending.login')}</Link>
        ) : (
          <a href={target}>{t('pending.login')}</a>
        )}
      </p>
    );
  }
  const name = [member?.nickname, member?.name].find(Boolean) ?? '';
  return (
    <p className="pending__account">
      {name ? t('pending.account', { name }) : null}
      {name && device ? ' · ' : null}
      {device ? t('pending.device', { device: device.deviceNo }) : null}
    </p>
  );
}

/**
 * The honest frame of a route whose domain has no screens yet: its real title, the account it
 * concerns, and a plain statement that the service is not available here yet, with a way back.
 */
export default function ServicePendingScreen() {
  const { t } = useTranslation(['common', 'titles']);
  const { routeKey, domain } = useRouteHandle();
  const title = t(`titles:${routeKey}`);
  const domainName = t(`domains.${domain}`);
  return (
    <PageFrame title={title} context={domainName === title ? undefined : domainName}>
      <AccountContext />
      <div className="notice" role="note">
        <p>{t('pending.body')}</p>
        <Link className="button button--secondary" to={paths.home}>
          {t('action.backHome')}
        </Link>
      </div>
    </PageFrame>
  );
}
