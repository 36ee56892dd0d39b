import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { PageFrame } from '../../components/page/PageFrame';
import { SignInNotice } from '../../components/page/SignInNotice';
import { href, paths } from '../../config/paths';
import { asApiError } from '../../state/portalApi';
import { useIsMember } from '../../state/session';
import { LiveQueue } from './LiveQueue';
import { MyBookings } from './MyBookings';
import { StoreBookingForm } from './StoreBookingForm';
import { VisitorBookings } from './VisitorBookings';
import { useGetStoreQuery } from './supportApi';
import { Card } from '../../components/Card';
import { PhoneLink } from '../../components/PhoneLink';

/** One store: where and when, its queue now, booking a visit, and my bookings. */
export function StorePage({ storeId }: { storeId: string }) {
  const { t } = useTranslation('support');
  const isMember = useIsMember();
  const store = useGetStoreQuery({ id: storeId });
  const back = <Link to={href(paths.serviceCenter)}>{t('store.back')}</Link>;

  if (store.isLoading) {
    return (
      <PageFrame title={t('store.title')}>
        <LoadingState />
      </PageFrame>
    );
  }
  if (!store.data) {
    return (
      <PageFrame title={t('store.title')}>
        <ErrorState error={asApiError(store.error)} onRetry={() => void store.refetch()} />
        <p>{back}</p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={store.data.name} context={store.data.address}>
      <div className="sp-stack">
        <p>{back}</p>
        <Card title={t('store.now')} className="service-section" stack>
          <LiveQueue storeId={storeId} />
          <p className="sp-store__line">
            {store.data.phone ? (
              <>
                <PhoneLink number={store.data.phone} /> ·{' '}
              </>
            ) : null}
            {t('store.hours', { hours: store.data.openingHours ?? '' })}
          </p>
        </Card>
        {isMember ? (
          <>
            <StoreBookingForm storeId={storeId} forAll={false} />
            <MyBookings />
          </>
        ) : (
          <>
            <StoreBookingForm storeId={storeId} forAll />
            <VisitorBookings />
            <SignInNotice text={t('booking.signInFirst')} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
