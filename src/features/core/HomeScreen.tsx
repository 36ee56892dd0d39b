import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileText, MapPin, Plane, Receipt, Wallet, Wrench } from 'lucide-react';
import { PageFrame } from '../../components/page/PageFrame';
import { SignInNotice } from '../../components/page/SignInNotice';
import { href, paths } from '../../config/paths';
import { isCompanyCustomerId } from '../../lib/customer';
import { safeReturnPath } from '../../lib/returnPath';
import { selectDevice } from '../../state/client';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo, selectMemberToken } from '../../state/member';
import { useIsMember } from '../../state/session';
import { HouseholdNumbers } from './HouseholdNumbers';
import { useGetAdItemsQuery } from '../../state/adItemsApi';
import { Card } from '../../components/Card';
import './home.css';

const SHORTCUTS = [
  { key: 'bill', to: href(paths.bill), Icon: Receipt },
  { key: 'prepaidTopUp', to: paths.prepaidTopUp, Icon: Wallet },
  { key: 'roaming', to: paths.roaming, Icon: Plane },
  { key: 'trouble', to: paths.trouble, Icon: Wrench },
  { key: 'serviceCenter', to: href(paths.serviceCenter), Icon: MapPin },
  { key: 'contract', to: paths.contract, Icon: FileText },
] as const;

function ServiceTiles() {
  const { t } = useTranslation(['home', 'titles']);
  return (
    <nav aria-label={t('shortcuts')}>
      <ul className="tile-grid">
        {SHORTCUTS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link className="tile home-tile" to={to}>
              <Icon className="home-tile__icon" size={24} aria-hidden="true" />
              {t(`titles:${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The carrier's ad items (cached 60 s) for the selected number; only links into the portal are
 * offered.
 */
function AdItems() {
  const { t } = useTranslation('home');
  const device = useAppSelector(selectDevice);
  const { currentData } = useGetAdItemsQuery(device?.deviceNo ?? '');
  const items = (currentData ?? []).filter((item) => safeReturnPath(item.URL) === item.URL);
  if (items.length === 0) return null;
  return (
    <Card title={t('ads')} className="home-section" plain>
      <ul className="home-ads">
        {items.map((item) => (
          <li key={item.URL + item.Title}>
            <Link className="home-ads__item" to={item.URL}>
              {item.Title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SignInCall() {
  const { t } = useTranslation('home');
  return (
    <SignInNotice
      className="home-signin"
      title={t('signInTitle')}
      text={t('signInBody')}
      label={t('signIn')}
    />
  );
}

/** `/`: a member sees every number of the household at once; a visitor the services. */
export default function HomeScreen() {
  const { t } = useTranslation(['home', 'titles']);
  const signedIn = useIsMember();
  const token = useAppSelector(selectMemberToken);
  const member = useAppSelector(selectMemberInfo);
  const greeting = member?.name ? t('greetingNamed', { name: member.name }) : t('greeting');
  const isCompany = isCompanyCustomerId(member?.pid);
  return (
    <PageFrame title={t('titles:home')} context={greeting}>
      {signedIn ? <HouseholdNumbers token={token} showPoints={!isCompany} /> : <SignInCall />}
      <Card title={t('services')} className="home-section" plain>
        <ServiceTiles />
      </Card>
      {/* Last: the ad items arrive after the page, and nothing painted may move down for them. */}
      <AdItems />
    </PageFrame>
  );
}
