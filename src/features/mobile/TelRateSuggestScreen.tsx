import { useTranslation } from 'react-i18next';
import type { LocalFeeSuggestion } from '../../api/device';
import { BarChart, ChartLegend } from '../../components/chart/BarChart';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMoney, formatMonth } from '../../lib/format';
import type { Device } from '../../api/types/member';
import { useGetLocalFeeSuggestionQuery } from './mobileApi';
import { useFeeChart } from './useFeeChart';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import './mobile.css';

function Advice({ advice }: { advice: LocalFeeSuggestion }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const feeChart = useFeeChart(advice.months);
  const better = advice.estimatedSaving > 0 && advice.suggestedPlan !== advice.currentPlan;
  return (
    <div className="mb-stack">
      <Card title={t('telSuggest.title')} className="mb-stack" stack>
        <Facts
          columns={2}
          items={[
            [
              t('suggest.current'),
              `${advice.currentPlan} · ${formatMoney(advice.currentMonthlyFee)}`,
            ],
            [
              t('suggest.suggested'),
              `${advice.suggestedPlan} · ${formatMoney(advice.suggestedMonthlyFee)}`,
            ],
          ]}
        />
        {better ? (
          <p>
            <StatusBadge tone="ok">
              {t('suggest.saving', { amount: formatMoney(advice.estimatedSaving) })}
            </StatusBadge>
          </p>
        ) : (
          <p className="mb-muted">{t('suggest.noSaving')}</p>
        )}
        {better ? <p className="mb-muted">{t('telSuggest.howToChange')}</p> : null}
      </Card>
      <Card title={t('telSuggest.monthsTitle')} className="mb-stack" stack>
        <figure className="mb-chart">
          <BarChart {...feeChart} />
          <ChartLegend series={feeChart.series} />
        </figure>
        <DataTable
          caption={t('telSuggest.tableCaption')}
          rows={advice.months}
          rowKey={(row) => row.month}
          empty={t('suggest.emptyTitle')}
          columns={[
            {
              key: 'month',
              header: t('suggest.month'),
              rowHeader: true,
              cell: (row) => formatMonth(row.month, language),
            },
            {
              key: 'local',
              header: t('telSuggest.local'),
              numeric: true,
              cell: (row) => t('telSuggest.minutes', { count: row.localMinutes }),
            },
            {
              key: 'longDistance',
              header: t('telSuggest.longDistance'),
              numeric: true,
              cell: (row) => t('telSuggest.minutes', { count: row.longDistanceMinutes }),
            },
            {
              key: 'toMobile',
              header: t('telSuggest.toMobile'),
              numeric: true,
              cell: (row) => t('telSuggest.minutes', { count: row.toMobileMinutes }),
            },
            {
              key: 'current',
              header: t('suggest.currentFee'),
              numeric: true,
              cell: (row) => formatMoney(row.currentFee),
            },
            {
              key: 'suggested',
              header: t('suggest.suggestedFee'),
              numeric: true,
              cell: (row) => formatMoney(row.suggestedFee),
            },
          ]}
        />
      </Card>
    </div>
  );
}

function AdviceContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  return (
    <QueryView
      query={useGetLocalFeeSuggestionQuery({ deviceNo: device.deviceNo })}
      loading={t('suggest.loading')}
      errorTitle={t('suggest.loadError')}
      isEmpty={(advice) => advice.months.length === 0}
      emptyTitle={t('suggest.emptyTitle')}
      emptyBody={<p>{t('suggest.emptyBody')}</p>}
    >
      {(advice) => <Advice advice={advice} />}
    </QueryView>
  );
}

/** /TelRateSuggest: landline plan advice from the call pattern of the last billed months. */
export default function TelRateSuggestScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:telRateSuggest')} kinds={['fixedline']}>
      {({ device }) => <AdviceContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
