import { useTranslation } from 'react-i18next';
import type { DaBalance, PrepaidSubscriber } from '../../api/types/prepaid';
import { LoadingState } from '../../components/page/StatusStates';
import { formatDataVolume, formatDate, formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { PlanGroups } from './PlanGroups';
import {
  asApiError,
  useGetPrepaidBalancesQuery,
  useGetPrepaidOffersQuery,
  useGetPrepaidPlansQuery,
  useGetPrepaidSubscriberQuery,
} from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { TableScroll } from './TableScroll';
import { PrepaidFrame } from './PrepaidFrame';

function MainAccount({ subscriber }: { subscriber: PrepaidSubscriber }) {
  const { t, i18n } = useTranslation('prepaid');
  const facts: [string, string][] = [
    [t('subscriber.number'), maskPhone(subscriber.phoneNumber)],
    [
      t('subscriber.serviceType'),
      // The carrier words the service type in Chinese; other languages get its kind translated.
      i18n.language === 'zh-TW' || !subscriber.serviceKind
        ? subscriber.serviceType
        : `${t(`subscriber.kinds.${subscriber.serviceKind}`)} (${subscriber.serviceType})`,
    ],
    [t('subscriber.validity'), formatDate(subscriber.validUntil, i18n.language)],
    [t('subscriber.mainBalance'), formatMoney(subscriber.mainBalance)],
    [
      t('subscriber.services'),
      subscriber.valueAddedServices.length > 0
        ? subscriber.valueAddedServices.join(', ')
        : t('subscriber.noServices'),
    ],
  ];
  return (
    <section className="card prepaid-section" aria-labelledby="prepaid-main">
      <h2 id="prepaid-main">{t('subscriber.main')}</h2>
      {subscriber.isExpired ? (
        <p className="prepaid-alert" role="note">
          {t('subscriber.expired', { date: formatDate(subscriber.validUntil, i18n.language) })}
        </p>
      ) : null}
      <dl className="prepaid-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BalanceAmount({ balance }: { balance: DaBalance }) {
  const { t, i18n } = useTranslation('prepaid');
  if (balance.unit === 'seconds') {
    return (
      <>
        {t('subscriber.minutes', {
          minutes: Math.floor(balance.balance / 60),
          seconds: balance.balance % 60,
        })}
      </>
    );
  }
  if (balance.unit === 'messages')
    return <>{t('subscriber.messages', { count: balance.balance })}</>;
  return <>{formatDataVolume(balance.balance, i18n.language)}</>;
}

function OtherBalances({ balances }: { balances: DaBalance[] }) {
  const { t, i18n } = useTranslation('prepaid');
  return (
    <section className="prepaid-section">
      <h2 id="prepaid-others">{t('subscriber.others')}</h2>
      {balances.length === 0 ? (
        <p>{t('subscriber.noBalances')}</p>
      ) : (
        <TableScroll label={t('subscriber.others')}>
          <table className="prepaid-table">
            <thead>
              <tr>
                <th scope="col">{t('subscriber.account')}</th>
                <th scope="col">{t('subscriber.balance')}</th>
                <th scope="col">{t('subscriber.validUntil')}</th>
              </tr>
            </thead>
            <tbody>
              {balances.map((balance) => (
                <tr key={balance.account}>
                  <th scope="row">{t(`subscriber.${balance.account}`)}</th>
                  <td>
                    <BalanceAmount balance={balance} />
                  </td>
                  <td>{balance.validUntil ? formatDate(balance.validUntil, i18n.language) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function SubscriberDetails({ ivrNo }: { ivrNo: string }) {
  const { i18n } = useTranslation();
  const subscriber = useGetPrepaidSubscriberQuery({ ivrNo });
  const balances = useGetPrepaidBalancesQuery({ ivrNo });
  const plans = useGetPrepaidPlansQuery({ ivrNo, language: i18n.language });
  const offers = useGetPrepaidOffersQuery({ language: i18n.language });
  const failed = [subscriber, balances, plans].find((query) => query.isError);
  if (failed) {
    return (
      <PrepaidErrorState
        error={asApiError(failed.error)}
        onRetry={() => {
          void subscriber.refetch();
          void balances.refetch();
          void plans.refetch();
        }}
      />
    );
  }
  if (!subscriber.data || !balances.data || !plans.data) return <LoadingState />;
  return (
    <>
      <MainAccount subscriber={subscriber.data} />
      <OtherBalances balances={balances.data} />
      <PlanGroups plans={plans.data} offers={offers.data ?? []} />
    </>
  );
}

/** /PrepaidSubscriber: number information, other balances and plans (spec 02 §2.1). */
export default function PrepaidSubscriberScreen() {
  return <PrepaidFrame>{(ivrNo) => <SubscriberDetails ivrNo={ivrNo} />}</PrepaidFrame>;
}
