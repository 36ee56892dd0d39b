import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type RouteKey } from '../../config/paths';
import { remindLater, shouldRemind } from '../../lib/remindPeriod';
import { useGetPrepaidSubscriberQuery } from './prepaidApi';
import { needsLowBalanceReminder, secondsUntilTaipeiMidnight } from './prepaidRules';

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

/**
 * The prepaid home: every prepaid function, and the low-balance announcement at the first visit
 * of the day (spec 02 §9: announced once a day), remembered under RemindPeriodInfo until the
 * next midnight in Taipei.
 */
export function PrepaidFunctionList({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaid');
  const headingId = useId();
  const { data: subscriber } = useGetPrepaidSubscriberQuery({ ivrNo });
  const reminderKey = `prepaidLowBalance:${ivrNo}`;
  const [dueToday] = useState(() => shouldRemind(reminderKey));
  const announce = dueToday && subscriber !== undefined && needsLowBalanceReminder(subscriber);
  useEffect(() => {
    if (announce) remindLater(reminderKey, secondsUntilTaipeiMidnight(Date.now()));
  }, [announce, reminderKey]);
  return (
    <>
      {announce ? (
        <section className="notice" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('home.lowBalanceHeading')}</h2>
          <p>{t('home.lowBalance')}</p>
          <Link to={paths.prepaidTopUp}>{t('home.items.topUp')}</Link>
        </section>
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
