import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import './prepaid.css';

const POINTS = ['end', 'keep', 'how', 'documents'] as const;

/** /Prepaid3To45: the notice about moving from 3G to 4G/5G, with an agree button. */
export default function Prepaid3To45Screen() {
  const { t } = useTranslation(['prepaidPlans', 'titles']);
  const { routeKey } = useRouteHandle();
  const [agreed, setAgreed] = useState(false);
  return (
    <PageFrame title={t(`titles:${routeKey}`)}>
      <section className="prepaid-section" aria-labelledby="migration-notice">
        <h2 id="migration-notice">{t('migration.heading')}</h2>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>{t(`migration.points.${point}`)}</li>
          ))}
        </ul>
      </section>
      {agreed ? (
        <div className="prepaid-result" role="status">
          <p>{t('migration.thanks')}</p>
          <div className="prepaid-links">
            <Link to={href(paths.serviceCenter)}>{t('migration.serviceCenter')}</Link>
            <Link to={paths.prepaidLoginLogOut}>{t('migration.home')}</Link>
          </div>
        </div>
      ) : (
        <Button onClick={() => setAgreed(true)}>{t('migration.agree')}</Button>
      )}
    </PageFrame>
  );
}
