import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import type { RoamingPlan } from '../../api/types/roaming';
import { Button } from '../../components/Button';
import { DataTable, type Column } from '../../components/table/DataTable';
import { formatCountry } from '../../lib/countryNames';
import { formatDataVolume, formatDate, formatMoney } from '../../lib/format';
import { BuyPass } from './BuyPass';
import type { Trip } from './roamingDates';

/** The passes that cover the trip, each with its buy button; the chosen one opens BuyPass. */
export function PassList({
  deviceNo,
  trip,
  plans,
}: {
  deviceNo: string;
  trip: Trip;
  plans: RoamingPlan[];
}) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const [chosen, setChosen] = useState<RoamingPlan | null>(null);

  const columns: Column<RoamingPlan>[] = [
    { key: 'name', header: t('list.pass'), cell: (plan) => plan.packageName, rowHeader: true },
    {
      key: 'countries',
      header: t('list.covers'),
      cell: (plan) => plan.countries.map((code) => formatCountry(code, language)).join(', '),
    },
    {
      key: 'data',
      header: t('list.data'),
      cell: (plan) =>
        plan.dataMB === null ? t('list.unlimited') : formatDataVolume(plan.dataMB, language),
    },
    {
      key: 'days',
      header: t('list.validity'),
      cell: (plan) => t('list.days', { count: plan.days }),
      numeric: true,
    },
    {
      key: 'price',
      header: t('list.price'),
      cell: (plan) => formatMoney(plan.price),
      numeric: true,
    },
  ];

  return (
    <>
      <p className="roaming-trip">
        {t('list.trip', {
          country: formatCountry(trip.country, language),
          start: formatDate(trip.startDate, language),
          end: formatDate(trip.endDate, language),
          count: trip.days,
        })}
      </p>
      <DataTable
        caption={t('list.caption', { country: formatCountry(trip.country, language) })}
        captionVisible
        columns={columns}
        rows={plans}
        rowKey={(plan) => plan.packageId}
        empty={t('finder.emptyBody')}
        narrow="cards"
        actionHeader={t('list.action')}
        rowAction={(plan) => (
          <Button
            variant={chosen?.packageId === plan.packageId ? 'primary' : 'secondary'}
            aria-pressed={chosen?.packageId === plan.packageId}
            aria-label={t('list.choose', { name: plan.packageName })}
            onClick={() => {
              setChosen(plan);
            }}
          >
            {t('list.chooseShort')}
          </Button>
        )}
      />
      {chosen ? (
        <BuyPass
          key={chosen.packageId}
          deviceNo={deviceNo}
          trip={trip}
          plan={chosen}
          onCancel={() => {
            setChosen(null);
          }}
        />
      ) : null}
    </>
  );
}
