import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { PageFrame } from '../../components/page/PageFrame';
import { href, paths } from '../../config/paths';
import './enterprise.css';
import { PhoneLink } from '../../components/PhoneLink';

/** The enterprise business line's contacts (the carrier's published numbers). */
const CONTACT = { phone: '0800-080-412', mail: 'ecs-service@cht.example.com' } as const;

/** What enterprise self-service is, what it offers, and whom to contact. */
export default function EcAboutScreen() {
  const { t } = useTranslation(['enterprise', 'titles']);
  return (
    <PageFrame title={t('titles:ecAbout')}>
      <div className="ecs-page">
        <Card title={t('about.what')}>
          <p>{t('about.body')}</p>
          <ul className="ecs-list">
            <li>{t('about.offer.lines')}</li>
            <li>{t('about.offer.products')}</li>
            <li>{t('about.offer.service')}</li>
            <li>{t('about.offer.roles')}</li>
          </ul>
        </Card>
        <Card title={t('about.contact')}>
          <Facts
            items={[
              [t('about.phone'), <PhoneLink number={CONTACT.phone} />],
              [t('about.mail'), <a href={`mailto:${CONTACT.mail}`}>{CONTACT.mail}</a>],
              [t('about.hours'), t('about.hoursValue')],
            ]}
          />
        </Card>
        <p>
          <Link className="button button--primary" to={href(paths.ecsLogin)}>
            {t('about.signIn')}
          </Link>
        </p>
      </div>
    </PageFrame>
  );
}
