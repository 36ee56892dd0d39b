import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume, formatDate, formatMonth, formatMonthNumber } from '../../lib/format';
import { useTranslation } from 'react-i18next';
import type { InternetUsage } from '../../api/usage';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { ChartWithTable, TotalsList } from './ChartWithTable';
import { LastUpdated } from './LastUpdated';
import { UsageKindCheck } from './UsageKindCheck';
import { useOpenOnKind } from '../../components/page/useOpenOnKind';
import { useGetInternetUsageQuery } from './usageApi';
import { currentTaipeiMonth } from './usageFormat';
import { Card } from '../../components/Card';
import { dataVolumeAxis } from '../../components/chart/axis';

function InternetUsageView({ usage }: { usage: InternetUsage }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const { months } = usage;
  const last = months.at(-1);
  const running = last?.month === currentTaipeiMonth();
  const downloads = months.map((month) => month.downloadMB);
  const uploads = months.map((month) => month.uploadMB);
  const largest = Math.max(...downloads, ...uploads);
  const longMonth = (month: string) => formatMonth(month, language);
  // Table rows use the short month, so a row stays on one line on a phone in every language.
  const shortMonth = (month: string) => formatMonth(month, language, 'short');
  const cycle = running ? last : { downloadMB: 0, uploadMB: 0 };
  const cycleDown = cycle.downloadMB;
  const cycleUp = cycle.uploadMB;
  return (
    <>
      <Card title={t('internet.cycleHeading')} className="usage-summary">
        <p className="usage-period">
          {t('internet.cycle', {
            start: formatDate(usage.cycleStart, language),
            end: formatDate(usage.cycleEnd, language),
          })}
        </p>
        <TotalsList
          totals={[
            {
              key: 'down',
              label: t('internet.download'),
              value: formatDataVolume(cycleDown, language),
            },
            { key: 'up', label: t('internet.upload'), value: formatDataVolume(cycleUp, language) },
            {
              key: 'total',
              label: t('internet.total'),
              value: formatDataVolume(cycleDown + cycleUp, language),
            },
          ]}
        />
        {usage.speedTier ? (
          <p className="usage-period">{t('internet.speedTier', { tier: usage.speedTier })}</p>
        ) : null}
        <LastUpdated updatedAt={usage.updatedAt} />
      </Card>
      <ChartWithTable
        heading={t('internet.chartHeading')}
        chart={{
          summary: t('internet.chartSummary', {
            from: longMonth(months[0]?.month ?? ''),
            to: longMonth(last?.month ?? ''),
            download: formatDataVolume(
              downloads.reduce((sum, value) => sum + value, 0),
              language,
            ),
            upload: formatDataVolume(
              uploads.reduce((sum, value) => sum + value, 0),
              language,
            ),
          }),
          categories: months.map((month) => formatMonthNumber(month.month, language)),
          series: [
            { key: 'download', label: t('internet.download'), values: downloads },
            { key: 'upload', label: t('internet.upload'), values: uploads },
          ],
          ...dataVolumeAxis(largest, language),
          lastIsRunning: running,
          runningNote: running ? t('history.runningNote') : undefined,
        }}
        table={{
          caption: t('internet.tableCaption'),
          corner: t('history.columnMonth'),
          columns: [
            { key: 'download', label: t('internet.download') },
            { key: 'upload', label: t('internet.upload') },
          ],
          rows: months.map((month) => ({
            key: month.month,
            label:
              running && month === last
                ? t('history.soFar', { month: shortMonth(month.month) })
                : shortMonth(month.month),
            cells: [
              formatDataVolume(month.downloadMB, language),
              formatDataVolume(month.uploadMB, language),
            ],
          })),
        }}
      />
    </>
  );
}

function InternetUsageContent({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('usage');
  return (
    <QueryView
      query={useGetInternetUsageQuery({ deviceNo })}
      loading={t('internet.loading')}
      loadingLines={6}
      errorTitle={t('internet.loadError')}
      isEmpty={(data) => data.months.length === 0}
      emptyTitle={t('internet.emptyTitle')}
      emptyBody={<p>{t('internet.emptyBody')}</p>}
    >
      {(data) => <InternetUsageView usage={data} />}
    </QueryView>
  );
}

/**
 * /InternetUsage - a broadband line's traffic in each of the last 12 months; it opens on the
 * customer's broadband number when the current one is not.
 */
export default function InternetUsageScreen() {
  const { t } = useTranslation('titles');
  useOpenOnKind('broadband');
  return (
    <MemberPageFrame title={t('internetUsage')}>
      {({ device }) => (
        <UsageKindCheck kind="broadband" device={device}>
          <InternetUsageContent deviceNo={device.deviceNo} />
        </UsageKindCheck>
      )}
    </MemberPageFrame>
  );
}
