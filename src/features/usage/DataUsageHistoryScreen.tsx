import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume, formatMonth, formatMonthNumber } from '../../lib/format';
import { useTranslation } from 'react-i18next';
import type { DataUsageHistory } from '../../api/types/bill';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { ChartWithTable, TotalsList } from './ChartWithTable';
import { LastUpdated } from './LastUpdated';
import { UsageKindCheck } from './UsageKindCheck';
import { useGetDataUsageHistoryQuery } from './usageApi';
import { currentTaipeiMonth } from './usageFormat';
import { Card } from '../../components/Card';
import { dataVolumeAxis } from '../../components/chart/axis';

function HistoryView({ history }: { history: DataUsageHistory }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const { months } = history;
  const running = months.at(-1)?.month === currentTaipeiMonth();
  const current = running ? months.at(-1) : undefined;
  const full = running ? months.slice(0, -1) : months;
  const average = full.length > 0 ? full.reduce((sum, m) => sum + m.usedMB, 0) / full.length : 0;
  const allowance = history.allowanceMB ?? null;
  const values = months.map((month) => month.usedMB);
  const largest = Math.max(...values, allowance ?? 0);
  const highest = months.reduce((top, month) => (month.usedMB > top.usedMB ? month : top));
  const longMonth = (month: string) => formatMonth(month, language);
  // Table rows use the short month, so a row stays on one line on a phone in every language.
  const shortMonth = (month: string) => formatMonth(month, language, 'short');

  return (
    <>
      <Card title={t('history.cycleHeading')} className="usage-summary">
        <TotalsList
          totals={[
            {
              key: 'used',
              label: t('history.usedThisMonth'),
              value: current ? formatDataVolume(current.usedMB, language) : t('history.noUseYet'),
              note:
                current && allowance !== null
                  ? t('history.remaining', {
                      amount: formatDataVolume(Math.max(allowance - current.usedMB, 0), language),
                    })
                  : undefined,
            },
            {
              key: 'allowance',
              label: t('history.allowance'),
              value:
                allowance === null ? t('history.unlimited') : formatDataVolume(allowance, language),
            },
            {
              key: 'average',
              label: t('history.average', { months: full.length }),
              value: formatDataVolume(average, language),
            },
          ]}
        />
        {history.updatedAt ? <LastUpdated updatedAt={history.updatedAt} /> : null}
      </Card>
      <ChartWithTable
        heading={t('history.chartHeading')}
        chart={{
          summary: t('history.chartSummary', {
            from: longMonth(months[0]?.month ?? ''),
            to: longMonth(months.at(-1)?.month ?? ''),
            highest: formatDataVolume(highest.usedMB, language),
            highestMonth: longMonth(highest.month),
            latest: formatDataVolume(months.at(-1)?.usedMB ?? 0, language),
          }),
          categories: months.map((month) => formatMonthNumber(month.month, language)),
          series: [{ key: 'data', label: t('history.columnData'), values }],
          ...dataVolumeAxis(largest, language),
          lastIsRunning: running,
          runningNote: running ? t('history.runningNote') : undefined,
        }}
        table={{
          caption: t('history.tableCaption'),
          corner: t('history.columnMonth'),
          columns: [{ key: 'data', label: t('history.columnData') }],
          rows: months.map((month) => ({
            key: month.month,
            label:
              month === current
                ? t('history.soFar', { month: shortMonth(month.month) })
                : shortMonth(month.month),
            cells: [formatDataVolume(month.usedMB, language)],
          })),
        }}
      />
    </>
  );
}

function DataHistory({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('usage');
  return (
    <QueryView
      query={useGetDataUsageHistoryQuery({ deviceNo })}
      loading={t('history.loading')}
      loadingLines={6}
      errorTitle={t('history.loadError')}
      isEmpty={(data) => data.months.length === 0}
      emptyTitle={t('history.emptyTitle')}
      emptyBody={<p>{t('history.emptyBody')}</p>}
    >
      {(data) => <HistoryView history={data} />}
    </QueryView>
  );
}

/** /DataUsageHistory - the data a mobile number used in each of the last 12 months. */
export default function DataUsageHistoryScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('dataUsageHistory')}>
      {({ device }) => (
        <UsageKindCheck kind="mobile" device={device}>
          <DataHistory deviceNo={device.deviceNo} />
        </UsageKindCheck>
      )}
    </MemberPageFrame>
  );
}
