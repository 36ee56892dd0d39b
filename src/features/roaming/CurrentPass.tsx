import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import type { RoamingRefill, RoamingUsage, RoamingUsingInfo } from '../../api/types/roaming';
import { dataVolumeAxis } from '../../components/chart/axis';
import { BarChart } from '../../components/chart/BarChart';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { formatDataVolume, formatDate, formatDateTime, formatMoney } from '../../lib/format';
import {
  useGetRefillHistoryQuery,
  useGetRoamingUsageQuery,
  useGetRoamingUsingInfoQuery,
} from './roamingApi';
import { Card } from '../../components/Card';

type CurrentOrder = NonNullable<RoamingUsingInfo['current']>;

function UsageNow({ usage }: { usage: RoamingUsage }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const volume = (megabytes: number) => formatDataVolume(megabytes, language);
  const left = usage.totalMB === null ? null : Math.max(usage.totalMB - usage.usedMB, 0);
  const largest = Math.max(...usage.daily.map((day) => day.usedMB), 1);
  return (
    <>
      <p>
        {left === null
          ? t('current.usedUnlimited', { used: volume(usage.usedMB) })
          : t('current.used', { used: volume(usage.usedMB), left: volume(left) })}
      </p>
      {usage.totalMB !== null ? (
        <meter
          className="roaming-meter"
          aria-label={t('current.meter')}
          min={0}
          max={usage.totalMB}
          value={Math.min(usage.usedMB, usage.totalMB)}
        />
      ) : null}
      <div className="roaming-usage">
        <figure className="roaming-usage__chart">
          <BarChart
            summary={t('current.chartSummary', {
              days: usage.daily.length,
              used: volume(usage.usedMB),
            })}
            categories={usage.daily.map((day) => formatDate(day.date, language))}
            labelEvery={Math.max(1, Math.ceil(usage.daily.length / 5))}
            series={[
              {
                key: 'used',
                label: t('current.usedColumn'),
                values: usage.daily.map((day) => day.usedMB),
              },
            ]}
            {...dataVolumeAxis(largest, language)}
          />
        </figure>
        <DataTable
          caption={t('current.tableCaption')}
          columns={[
            {
              key: 'date',
              header: t('current.date'),
              cell: (day) => formatDate(day.date, language),
              rowHeader: true,
            },
            {
              key: 'used',
              header: t('current.usedColumn'),
              cell: (day) => volume(day.usedMB),
              numeric: true,
            },
          ]}
          rows={usage.daily}
          rowKey={(day) => day.date}
          empty={t('current.noUse')}
        />
      </div>
    </>
  );
}

function Refills({ deviceNo, order }: { deviceNo: string; order: CurrentOrder }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const query = useGetRefillHistoryQuery({
    deviceNo,
    packageId: order.packageId,
    orderDate: order.orderDate,
  });
  return (
    <>
      <h3>{t('refills.heading')}</h3>
      <QueryView query={query} loading={t('refills.loading')} errorTitle={t('refills.error')}>
        {(refills: RoamingRefill[]) => (
          <DataTable
            caption={t('refills.caption', { name: order.packageName })}
            narrow="cards"
            columns={[
              {
                key: 'at',
                header: t('refills.at'),
                cell: (refill) => formatDateTime(refill.refillDatetime, language),
                rowHeader: true,
              },
              {
                key: 'volume',
                header: t('refills.volume'),
                cell: (refill) => formatDataVolume(refill.volumeMB, language),
                numeric: true,
              },
              {
                key: 'price',
                header: t('refills.price'),
                cell: (refill) => formatMoney(refill.price),
                numeric: true,
              },
            ]}
            rows={refills}
            rowKey={(refill) => refill.refillDatetime}
            empty={t('refills.empty')}
          />
        )}
      </QueryView>
    </>
  );
}

function PassInUse({ deviceNo, order }: { deviceNo: string; order: CurrentOrder }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const usage = useGetRoamingUsageQuery({ deviceNo });
  return (
    <>
      <p className="roaming-current__name">
        {t('current.pass', {
          name: order.packageName,
          start: formatDate(order.startDate, language),
          end: formatDate(order.endDate, language),
        })}
      </p>
      <QueryView
        query={usage}
        loading={t('current.usageLoading')}
        errorTitle={t('current.usageError')}
      >
        {(data) => <UsageNow usage={data} />}
      </QueryView>
      <Refills deviceNo={deviceNo} order={order} />
    </>
  );
}

/** The pass in use now: data used and left by day (a chart and its table), and its refills. */
export function CurrentPass({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const query = useGetRoamingUsingInfoQuery({ deviceNo });
  return (
    <Card title={t('current.heading')} className="roaming-section" plain stack>
      <QueryView
        query={query}
        loading={t('current.loading')}
        errorTitle={t('current.error')}
        isEmpty={(info) => info.current === null}
        emptyTitle={t('current.none')}
        emptyBody={t('current.noneBody')}
      >
        {(info) => (info.current ? <PassInUse deviceNo={deviceNo} order={info.current} /> : null)}
      </QueryView>
    </Card>
  );
}
