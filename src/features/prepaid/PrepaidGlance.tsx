import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume, formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { PrepaidErrorState } from './PrepaidErrorState';
import { dataLeftMb, nextPlanToEnd } from './prepaidRules';
import { usePrepaidCard } from './usePrepaidCard';

/**
 * The top of the prepaid home: what the holder comes to see without a click - number, main
 * balance, validity, data left and the plan that ends next - and the top-up.
 */
export function PrepaidGlance({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const { card: loaded, error, retry } = usePrepaidCard(ivrNo);
  if (error) return <PrepaidErrorState error={error} onRetry={retry} />;
  if (!loaded) return <LoadingState label={t('glance.loading')} lines={3} />;
  const card = loaded.subscriber;
  const dataLeft = dataLeftMb(loaded.balances, loaded.plans);
  const nextEnd = nextPlanToEnd(loaded.plans);
  return (
    <Card title={t('glance.heading')} className="prepaid-glance" stack>
      {card.isExpired ? (
        <p className="prepaid-alert" role="note">
          {t('subscriber.expired', { date: formatDate(card.validUntil, language) })}
        </p>
      ) : null}
      <Facts
        layout="figures"
        columns={3}
        items={[
          [t('subscriber.number'), maskPhone(card.phoneNumber)],
          [t('subscriber.mainBalance'), formatMoney(card.mainBalance)],
          [t('subscriber.validity'), formatDate(card.validUntil, language)],
          [
            t('glance.dataLeft'),
            dataLeft === null ? t('glance.noData') : formatDataVolume(dataLeft, language),
          ],
          [
            t('glance.nextExpiry'),
            nextEnd
              ? t('glance.nextExpiryValue', {
                  name: nextEnd.name,
                  date: formatDateTime(nextEnd.endTime, language),
                })
              : t('glance.noPlans'),
          ],
        ]}
      />
      <div className="prepaid-actions">
        <Link className="button button--primary" to={href(paths.prepaidTopUp)}>
          {t('home.items.topUp')}
        </Link>
        <Link className="button button--secondary" to={href(paths.prepaidSubscriber)}>
          {t('glance.details')}
        </Link>
      </div>
    </Card>
  );
}
