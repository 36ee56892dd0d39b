import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import type { DaBalance, PrepaidSubscriber } from '../../api/types/prepaid';
import { LoadingState } from '../../components/page/StatusStates';
import { formatDataVolume, formatDate, formatMoney } from '../../lib/format';
import { maskPhone } from '../../lib/mask';
import { PlanGroups } from './PlanGroups';
import { useGetPrepaidOffersQuery } from './prepaidApi';
import { usePrepaidCard } from './usePrepaidCard';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { isMoneyAccount, MoneyAccounts } from './MoneyAccounts';

function MainAccount({ subscriber }: { subscriber: PrepaidSubscriber }) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const facts: [string, string][] = [
    [t('subscriber.number'), maskPhone(subscriber.phoneNumber)],
    [
      t('subscriber.serviceType'),
      // The carrier words the service type in Chinese; other languages get its kind translated.
      language === 'zh-TW' || !subscriber.serviceKind
        ? subscriber.serviceType
        : `${t(`subscriber.kinds.${subscriber.serviceKind}`)} (${subscriber.serviceType})`,
    ],
    [t('subscriber.validity'), formatDate(subscriber.validUntil, language)],
    [t('subscriber.mainBalance'), formatMoney(subscriber.mainBalance)],
    [
      t('subscriber.services'),
      subscriber.valueAddedServices.length > 0
        ? subscriber.valueAddedServices.join(', ')
        : t('subscriber.noServices'),
    ],
  ];
  return (
    <Card title={t('subscriber.main')} className="prepaid-section">
      {subscriber.isExpired ? (
        <p className="prepaid-alert" role="note">
          {t('subscriber.expired', { date: formatDate(subscriber.validUntil, language) })}
        </p>
      ) : null}
      <Facts items={facts} />
    </Card>
  );
}

function BalanceAmount({ balance }: { balance: DaBalance }) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
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
  return <>{formatDataVolume(balance.balance, language)}</>;
}

function OtherBalances({ balances }: { balances: DaBalance[] }) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  return (
    <section className="prepaid-section">
      <h2 id="prepaid-others">{t('subscriber.others')}</h2>
      {balances.length === 0 ? (
        <p>{t('subscriber.noBalances')}</p>
      ) : (
        <DataTable
          caption={t('subscriber.others')}
          rows={balances}
          rowKey={(balance) => balance.account}
          empty={t('subscriber.noBalances')}
          columns={[
            {
              key: 'account',
              header: t('subscriber.account'),
              rowHeader: true,
              cell: (balance) => t(`subscriber.${balance.account}`),
            },
            {
              key: 'balance',
              header: t('subscriber.balance'),
              numeric: true,
              cell: (balance) => <BalanceAmount balance={balance} />,
            },
            {
              key: 'validUntil',
              header: t('subscriber.validUntil'),
              cell: (balance) =>
                balance.validUntil ? formatDate(balance.validUntil, language) : '',
            },
          ]}
        />
      )}
    </section>
  );
}

function SubscriberDetails({ ivrNo }: { ivrNo: string }) {
  const language = useLanguage();
  const { card, error, retry } = usePrepaidCard(ivrNo);
  const offers = useGetPrepaidOffersQuery({ language });
  if (error) return <PrepaidErrorState error={error} onRetry={retry} />;
  if (!card) return <LoadingState />;
  return (
    <>
      <MainAccount subscriber={card.subscriber} />
      <MoneyAccounts subscriber={card.subscriber} balances={card.balances} />
      <OtherBalances balances={card.balances.filter((balance) => !isMoneyAccount(balance))} />
      <PlanGroups plans={card.plans} offers={offers.data ?? []} />
    </>
  );
}

/** /PrepaidSubscriber: number information, other balances and plans (spec 02 §2.1). */
export default function PrepaidSubscriberScreen() {
  return <PrepaidFrame>{(ivrNo) => <SubscriberDetails ivrNo={ivrNo} />}</PrepaidFrame>;
}
