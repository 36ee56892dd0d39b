import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Card } from '../../components/Card';
import { QrCode } from '../../components/QrCode';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import {
  PORTAL_APP_KINDS,
  PORTAL_APPS,
  portalAppKind,
  type PortalAppKind,
} from '../../lib/portalApps';
import { useAppSelector } from '../../state/hooks';
import './content.css';

function AppCard({ kind, onPhone }: { kind: PortalAppKind; onPhone: boolean }) {
  const { t } = useTranslation('content');
  const app = PORTAL_APPS[kind];
  const name = t(`app.${kind}.name`);
  return (
    <Card title={name} stack className="app-card">
      <p>{t(`app.${kind}.about`)}</p>
      {onPhone ? (
        <p>
          <a className="button" href={app.deepLink}>
            {t('app.open', { app: name })}
          </a>
        </p>
      ) : (
        <figure className="app-card__qr">
          <QrCode
            value={new URL(href(paths.app, { page: kind }), window.location.origin).href}
            label={t('app.qrLabel', { app: name })}
          />
          <figcaption>{t('app.scan', { app: name })}</figcaption>
        </figure>
      )}
      <ul className="app-card__stores">
        <li>
          <a href={app.stores.ios} target="_blank" rel="noopener noreferrer">
            {t('app.ios', { app: name })}
          </a>
        </li>
        <li>
          <a href={app.stores.android} target="_blank" rel="noopener noreferrer">
            {t('app.android', { app: name })}
          </a>
        </li>
      </ul>
    </Card>
  );
}

/**
 * Where to get the carrier's apps (the footer's "download the app"): store links for the
 * consumer, prepaid and enterprise apps; on a phone the link that opens the app, elsewhere a QR
 * code that opens this page for that app on the phone (which then offers its store and the app). /App/prepaid
 * (or consumer, enterprise) shows one app, with the others a link away.
 */
export default function AppScreen() {
  const { t } = useTranslation(['content', 'titles']);
  const { page } = useParams();
  const onPhone = useAppSelector((state) => state.client.isMobile);
  const chosen = portalAppKind(page);
  const shown = chosen ? [chosen] : PORTAL_APP_KINDS;
  const others = PORTAL_APP_KINDS.filter((kind) => kind !== chosen);
  return (
    <PageFrame title={t('titles:app')}>
      <p>{t('app.intro')}</p>
      <div className="app-cards">
        {shown.map((kind) => (
          <AppCard key={kind} kind={kind} onPhone={onPhone} />
        ))}
      </div>
      {chosen ? (
        <nav aria-label={t('app.others')}>
          <ul className="service-links">
            {others.map((kind) => (
              <li key={kind}>
                <Link to={href(paths.app, { page: kind })}>{t(`app.${kind}.name`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </PageFrame>
  );
}
