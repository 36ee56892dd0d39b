import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { PageFrame } from '../../components/page/PageFrame';
import { SignInLink } from '../../components/page/SignInNotice';
import { paths } from '../../config/paths';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { useIsMember } from '../../state/session';

/** Whose account the page is about: the member and the selected number, or a visitor. */
function AccountContext() {
  const { t } = useTranslation();
  const isMember = useIsMember();
  const member = useAppSelector(selectMemberInfo);
  const device = useAppSelector(selectDevice);
  if (!isMember) {
    return (
      <p className="pending__account">
        {t('pending.visitor')} <SignInLink>{t('pending.login')}</SignInLink>
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
