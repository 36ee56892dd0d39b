import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeCode } from '../../api/officeCode';
import { SelectField, TextField } from '../../components/form/Field';
import { PageFrame } from '../../components/page/PageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useRouteHandle } from '../../components/useRouteHandle';
import { useGetOfficeCodesQuery } from './memberApi';
import './member.css';
import { PhoneLink } from '../../components/PhoneLink';

/** The select's value for "every city" / "every district" (a city is never named this). */
const ALL = '*';

function uniqueSorted(values: string[]): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, 'zh-Hant'));
}

function matches(office: OfficeCode, keyword: string): boolean {
  const wanted = keyword.trim().toLowerCase();
  if (wanted === '') return true;
  return [office.code, office.name, office.address, office.district].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

function OfficeTable({
  city,
  district,
  keyword,
}: {
  city: string;
  district: string;
  keyword: string;
}) {
  const { t } = useTranslation('member');
  const query = useGetOfficeCodesQuery({
    city: city === ALL ? '' : city,
    district: district === ALL ? '' : district,
  });
  return (
    <QueryView query={query} loading={t('office.loading')} errorTitle={t('office.error')}>
      {(offices) => {
        const rows = offices.filter((office) => matches(office, keyword));
        return (
          <>
            <p role="status" className="member-muted">
              {t('office.count', { count: rows.length })}
            </p>
            <DataTable
              caption={t('office.caption')}
              rows={rows}
              rowKey={(office) => office.code}
              empty={
                keyword.trim() === ''
                  ? t('office.emptyPlace')
                  : t('office.emptyKeyword', { keyword: keyword.trim() })
              }
              columns={[
                {
                  key: 'code',
                  header: t('office.code'),
                  rowHeader: true,
                  cell: (office) => office.code,
                },
                { key: 'name', header: t('office.name'), cell: (office) => office.name },
                {
                  key: 'place',
                  header: t('office.place'),
                  cell: (office) => `${office.city} ${office.district}`,
                },
                { key: 'address', header: t('office.address'), cell: (office) => office.address },
                {
                  key: 'phone',
                  header: t('office.phone'),
                  cell: (office) => <PhoneLink number={office.phone} />,
                },
              ]}
            />
          </>
        );
      }}
    </QueryView>
  );
}

/** /OperationsOfficeCode: operations-office codes by city and district, searchable; no sign-in. */
export default function OperationsOfficeCodeScreen() {
  const { t } = useTranslation(['member', 'titles']);
  const { routeKey } = useRouteHandle();
  const all = useGetOfficeCodesQuery({});
  const [city, setCity] = useState(ALL);
  const [district, setDistrict] = useState(ALL);
  const [keyword, setKeyword] = useState('');
  const offices = all.currentData ?? [];
  const cities = uniqueSorted(offices.map((office) => office.city));
  const districts = uniqueSorted(
    offices.filter((office) => office.city === city).map((office) => office.district),
  );
  return (
    <PageFrame title={t(`titles:${routeKey}`)}>
      <div className="member-page">
        <p>{t('office.intro')}</p>
        <QueryView query={all} loading={t('office.loading')} errorTitle={t('office.error')}>
          {() => (
            <>
              <form
                className="card office-filters"
                role="search"
                aria-label={t('office.searchLabel')}
                onSubmit={(event) => {
                  event.preventDefault();
                }}
              >
                <SelectField
                  label={t('office.city')}
                  options={[
                    { value: ALL, label: t('office.allCities') },
                    ...cities.map((name) => ({ value: name, label: name })),
                  ]}
                  value={city}
                  onChange={(value) => {
                    setCity(value);
                    setDistrict(ALL);
                  }}
                />
                <SelectField
                  label={t('office.district')}
                  hint={city === ALL ? t('office.districtHint') : undefined}
                  disabled={city === ALL}
                  options={[
                    { value: ALL, label: t('office.allDistricts') },
                    ...districts.map((name) => ({ value: name, label: name })),
                  ]}
                  value={district}
                  onChange={setDistrict}
                />
                <TextField
                  label={t('office.keyword')}
                  hint={t('office.keywordHint')}
                  type="search"
                  maxLength={40}
                  value={keyword}
                  onChange={(event) => {
                    setKeyword(event.target.value);
                  }}
                />
              </form>
              <OfficeTable city={city} district={district} keyword={keyword} />
            </>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
