import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../components/useRouteHandle';
import { Button } from '../../components/Button';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import { Card } from '../../components/Card';
import './prepaid.css';

const POINTS = ['end', 'keep', 'how', 'documents'] as const;

/** /Prepaid3To45: the notice about moving from 3G to 4G/5G, with an agree button. */
export default function Prepaid3To45Screen() {
  const { t } = useTranslation(['prepaidPlans', 'titles']);
  const { routeKey } = useRouteHandle();
  const [agreed, setAgreed] = useState(false);
  return (
    <PageFrame title={t(`titles:${routeKey}`)}>
      <Card title={t('migration.heading')} className="prepaid-section" plain>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>{t(`migration.points.${point}`)}</li>
          ))}
        </ul>
      </Card>
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
