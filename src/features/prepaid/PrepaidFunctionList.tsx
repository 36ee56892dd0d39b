import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  Bell,
  History,
  IdCard,
  Plane,
  RefreshCw,
  Rocket,
  ShoppingCart,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { paths, type RouteKey } from '../../config/paths';
import { remindLater, shouldRemind } from '../../lib/remindPeriod';
import { useGetPrepaidSubscriberQuery } from './prepaidApi';
import { needsLowBalanceReminder, secondsUntilTaipeiMidnight } from './prepaidRules';

const FUNCTIONS: { key: string; route: RouteKey; Icon: LucideIcon }[] = [
  { key: 'subscriber', route: 'prepaidSubscriber', Icon: IdCard },
  { key: 'topUp', route: 'prepaidTopUp', Icon: Wallet },
  { key: 'purchase', route: 'prepaidPurchase', Icon: ShoppingCart },
  { key: 'upgrade', route: 'prepaid45', Icon: Rocket },
  { key: 'notify', route: 'prepaidNotify', Icon: Bell },
  { key: 'migration', route: 'prepaid3To45', Icon: RefreshCw },
  { key: 'roaming', route: 'prepaidRoaming', Icon: Plane },
  { key: 'roamingHistory', route: 'prepaidRoamingHistory', Icon: History },
];

/**
 * The prepaid home's functions, each with its icon, and the low-balance announcement at the first visit
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
      <h2 className="prepaid-functions__heading">{t('home.heading')}</h2>
      <ul className="prepaid-functions">
        {FUNCTIONS.map(({ key, route, Icon }) => (
          <li key={key}>
            <Link to={paths[route]}>
              <Icon className="prepaid-functions__icon" size={24} aria-hidden="true" />
              <strong>{t(`home.items.${key}`)}</strong>
              <span>{t(`home.items.${key}Text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
