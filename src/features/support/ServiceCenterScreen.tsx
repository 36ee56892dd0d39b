import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame } from '../../components/page/PageFrame';
import { useIsMember } from '../../state/session';
import { MyBookings } from './MyBookings';
import { StoreFinder } from './StoreFinder';
import { StorePage } from './StorePage';
import '../../components/lineService/lineService.css';
import './support.css';

/** /ServiceCenter: the store finder and my bookings; /ServiceCenter/<store id>: one store. */
export default function ServiceCenterScreen() {
  const { t } = useTranslation('support');
  const { page } = useParams();
  const isMember = useIsMember();
  if (page) return <StorePage storeId={page} />;
  return (
    <PageFrame title={t('store.title')}>
      <div className="sp-stack">
        {isMember ? <MyBookings /> : null}
        <StoreFinder />
      </div>
    </PageFrame>
  );
}
