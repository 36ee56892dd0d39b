import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../app/useRouteHandle';
import { PageFrame } from '../../components/PageFrame';
import { paths } from '../../config/paths';

/**
 * The honest frame of a route whose domain has no screens yet: its real title and a plain
 * statement that the service is not available here yet, with a way back.
 */
export default function ServicePendingScreen() {
  const { t } = useTranslation(['common', 'titles']);
  const { routeKey, domain } = useRouteHandle();
  const title = t(`titles:${routeKey}`);
  const domainName = t(`domains.${domain}`);
  return (
    <PageFrame title={title} context={domainName === title ? undefined : domainName}>
      <div className="notice" role="note">
        <p>{t('pending.body')}</p>
        <Link className="button button--secondary" to={paths.home}>
          {t('action.backHome')}
        </Link>
      </div>
    </PageFrame>
  );
}
