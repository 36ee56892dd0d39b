import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatDataVolume, formatDate, formatDayMonth } from '../../lib/format';
import { useTranslation } from 'react-i18next';
import type { MobileUsage } from '../../api/usage';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { ChartWithTable, TotalsList, type Total } from './ChartWithTable';
import { LastUpdated } from './LastUpdated';
import { UsageKindCheck } from './UsageKindCheck';
import { useGetMobileUsageQuery } from './usageApi';

import { Card } from '../../components/Card';
import { dataVolumeAxis } from '../../components/chart/axis';
import { ExtraDataNote } from '../../components/ExtraDataNote';

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
      value: formatDataVolume(used, language),
      note:
        allowance === null
          ? t('mobile.unlimitedNote')
          : t('mobile.ofAllowance', {
              allowance: formatDataVolume(allowance, language),
              remaining: formatDataVolume(Math.max(allowance - used, 0), language),
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
      <Card title={t('mobile.cycleHeading')} className="usage-summary">
        <p className="usage-period">{cycle}</p>
        <TotalsList totals={totals} />
        <ExtraDataNote extra={usage.extraData} />
        <LastUpdated updatedAt={usage.updatedAt} />
      </Card>
      <ChartWithTable
        heading={t('mobile.chartHeading')}
        chart={{
          summary: t('mobile.chartSummary', {
            days: days.length,
            total: formatDataVolume(usage.totals.dataMB, language),
            highest: formatDataVolume(highest.dataMB, language),
            highestDay: formatDate(highest.date, language),
          }),
          categories: days.map((day) => formatDayMonth(day.date, language)),
          series: [{ key: 'data', label: t('mobile.columnData'), values }],
          ...dataVolumeAxis(largest, language),
          labelEvery: DAY_LABEL_EVERY,
        }}
        layout="below"
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
            label: formatDayMonth(day.date, language),
            cells: [
              formatDataVolume(day.dataMB, language),
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
  return (
    <QueryView
      query={useGetMobileUsageQuery({ deviceNo })}
      loading={t('mobile.loading')}
      loadingLines={6}
      errorTitle={t('mobile.loadError')}
      isEmpty={(data) => data.days.length === 0}
      emptyTitle={t('mobile.emptyTitle')}
      emptyBody={<p>{t('mobile.emptyBody')}</p>}
    >
      {(data) => <MobileUsageView usage={data} />}
    </QueryView>
  );
}

/** /MobileUsage - this billing cycle's data, calls and messages of a mobile number, by day. */
export default function MobileUsageScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('mobileUsage')}>
      {({ device }) => (
        <UsageKindCheck kind="mobile" device={device}>
          <MobileUsageContent deviceNo={device.deviceNo} />
        </UsageKindCheck>
      )}
    </MemberPageFrame>
  );
}
