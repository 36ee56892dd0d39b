import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type RouteKey } from '../../config/paths';
import { useGetPrepaidSubscriberQuery } from './prepaidApi';
import { needsLowBalanceReminder } from './prepaidRules';

const FUNCTIONS: { key: string; route: RouteKey }[] = [
  { key: 'subscriber', route: 'prepaidSubscriber' },
  { key: 'topUp', route: 'prepaidTopUp' },
  { key: 'purchase', route: 'prepaidPurchase' },
  { key: 'upgrade', route: 'prepaid45' },
  { key: 'notify', route: 'prepaidNotify' },
  { key: 'migration', route: 'prepaid3To45' },
  { key: 'roaming', route: 'prepaidRoaming' },
  { key: 'roamingHistory', route: 'prepaidRoamingHistory' },
];

/** The prepaid home: every prepaid function, and the low-balance reminder when it applies. */
export function PrepaidFunctionList({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaid');
  const { data: subscriber } = useGetPrepaidSubscriberQuery({ ivrNo });
  return (
    <>
      {subscriber && needsLowBalanceReminder(subscriber) ? (
        <p className="notice" role="note">
          {t('home.lowBalance')}
        </p>
      ) : null}
      <h2 className="visually-hidden">{t('home.heading')}</h2>
      <ul className="prepaid-functions">
        {FUNCTIONS.map(({ key, route }) => (
          <li key={key}>
            <Link to={paths[route]}>
              <strong>{t(`home.items.${key}`)}</strong>
              <span>{t(`home.items.${key}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
