import { useTranslation } from 'react-i18next';
import type { MobileUsage } from '../../api/usage';
import { EmptyState, ErrorState, LoadingState } from '../../components/page/StatusStates';
import { formatDate } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { ChartWithTable, TotalsList, type Total } from './ChartWithTable';
import { LastUpdated } from './LastUpdated';
import { UsageFrame } from './UsageFrame';
import { useGetMobileUsageQuery } from './usageApi';
import {
  dataAxisUnit,
  formatCount,
  formatData,
  formatDay,
  niceAxisMax,
  formatAxisData,
} from './usageFormat';
import { useLanguage } from '../../i18n/useLanguage';

const DAY_LABEL_EVERY = 5;

function useTotals(usage: MobileUsage): Total[] {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const allowance = usage.dataAllowanceMB;
  const used = usage.totals.dataMB;
  return [
    {
      key: 'data',
      label: t('mobile.totalData'),
      value: formatData(used, language),
      note:
        allowance === null
          ? t('mobile.unlimitedNote')
          : t('mobile.ofAllowance', {
              allowance: formatData(allowance, language),
              remaining: formatData(Math.max(allowance - used, 0), language),
            }),
    },
    {
      key: 'voice',
      label: t('mobile.totalVoice'),
      value: t('mobile.minutes', { value: formatCount(usage.totals.voiceMinutes, language) }),
    },
    {
      key: 'sms',
      label: t('mobile.totalSms'),
      value: t('mobile.messages', { value: formatCount(usage.totals.sms, language) }),
    },
  ];
}

function MobileUsageView({ usage }: { usage: MobileUsage }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const totals = useTotals(usage);
  const { days } = usage;
  const values = days.map((day) => day.dataMB);
  const largest = Math.max(...values);
  const highest = days.reduce((top, day) => (day.dataMB > top.dataMB ? day : top));
  const cycle = t('mobile.cycle', {
    start: formatDate(usage.cycleStart, language),
    end: formatDate(usage.cycleEnd, language),
  });
  return (
    <>
      <section className="card usage-summary" aria-labelledby="usage-cycle-heading">
        <h2 id="usage-cycle-heading" className="usage-heading">
          {t('mobile.cycleHeading')}
        </h2>
        <p className="usage-period">{cycle}</p>
        <TotalsList totals={totals} />
        <LastUpdated updatedAt={usage.updatedAt} />
      </section>
      <ChartWithTable
        heading={t('mobile.chartHeading')}
        chart={{
          summary: t('mobile.chartSummary', {
            days: days.length,
            total: formatData(usage.totals.dataMB, language),
            highest: formatData(highest.dataMB, language),
            highestDay: formatDate(highest.date, language),
          }),
          categories: days.map((day) => formatDay(day.date, language)),
          series: [{ key: 'data', label: t('mobile.columnData'), values }],
          axisMax: niceAxisMax(largest, dataAxisUnit(largest)),
          formatAxis: (value) =>
            formatAxisData(value, niceAxisMax(largest, dataAxisUnit(largest)), language),
          labelEvery: DAY_LABEL_EVERY,
        }}
        table={{
          caption: t('mobile.tableCaption'),
          corner: t('mobile.columnDay'),
          columns: [
            { key: 'data', label: t('mobile.columnData') },
            { key: 'voice', label: t('mobile.columnVoice') },
            { key: 'sms', label: t('mobile.columnSms') },
          ],
          rows: days.map((day) => ({
            key: day.date,
            label: formatDate(day.date, language),
            cells: [
              formatData(day.dataMB, language),
              formatCount(day.voiceMinutes, language),
              formatCount(day.sms, language),
            ],
          })),
        }}
      />
    </>
  );
}

function MobileUsageContent({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('usage');
  const { currentData, error, isFetching, refetch } = useGetMobileUsageQuery({ deviceNo });
  if (error && !isFetching) {
    return (
      <ErrorState
        title={t('mobile.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!currentData) return <LoadingState label={t('mobile.loading')} lines={6} />;
  if (currentData.days.length === 0) {
    return (
      <EmptyState title={t('mobile.emptyTitle')}>
        <p>{t('mobile.emptyBody')}</p>
      </EmptyState>
    );
  }
  return <MobileUsageView usage={currentData} />;
}

/** /MobileUsage - this billing cycle's data, calls and messages of a mobile number, by day. */
export default function MobileUsageScreen() {
  const { t } = useTranslation('titles');
  return (
    <UsageFrame title={t('mobileUsage')} kind="mobile">
      {(device) => <MobileUsageContent deviceNo={device.deviceNo} />}
    </UsageFrame>
  );
}
