import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { asApiError } from '../../state/portalApi';
import { LiveQueue } from './LiveQueue';
import { useGetStoresQuery } from './supportApi';
import { SelectField } from '../../components/form/Field';
import { Card } from '../../components/Card';
import { PhoneLink } from '../../components/PhoneLink';

/** Stores by city and district, each with its live queue and a link to book. */
export function StoreFinder() {
  const { t } = useTranslation('support');
  const [city, setCity] = useState('');
  const [district, setDistrict] = useState('');
  const all = useGetStoresQuery({ city: '', district: '' });
  const stores = useGetStoresQuery({ city, district });

  const cities = [...new Set((all.data ?? []).map((store) => store.city))];
  const districts = [
    ...new Set(
      (all.data ?? []).filter((store) => store.city === city).map((store) => store.district),
    ),
  ];

  return (
    <Card title={t('store.finderTitle')} className="service-section" plain stack>
      <div className="card service-grid">
        <SelectField
          label={t('store.city')}
          value={city}
          onChange={(value) => {
            setCity(value);
            setDistrict('');
          }}
          options={[
            { value: '', label: t('store.allCities') },
            ...cities.map((name) => ({ value: name, label: name })),
          ]}
        />
        <SelectField
          label={t('store.district')}
          value={district}
          disabled={city === ''}
          onChange={setDistrict}
          options={[
            { value: '', label: t('store.allDistricts') },
            ...districts.map((name) => ({ value: name, label: name })),
          ]}
        />
      </div>
      {stores.isLoading ? <LoadingState /> : null}
      {stores.error && !stores.isFetching ? (
        <ErrorState error={asApiError(stores.error)} onRetry={() => void stores.refetch()} />
      ) : null}
      {stores.data?.length === 0 ? <EmptyState title={t('store.none')} /> : null}
      {stores.data && stores.data.length > 0 ? (
        <ul className="sp-list">
          {stores.data.map((store) => (
            <li key={store.id} className="card sp-store" aria-labelledby={`store-${store.id}`}>
              <h3 className="sp-ticket__title" id={`store-${store.id}`}>
                {store.name}
              </h3>
              <p className="sp-store__line">{store.address}</p>
              <p className="sp-store__line">
                {store.phone ? (
                  <>
                    <PhoneLink number={store.phone} /> ·{' '}
                  </>
                ) : null}
                {t('store.hours', { hours: store.openingHours ?? '' })}
              </p>
              <LiveQueue storeId={store.id} />
              <Link
                className="button button--secondary"
                to={href(paths.serviceCenter, { page: store.id })}
                aria-label={t('store.bookAt', { name: store.name })}
              >
                {t('store.book')}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
