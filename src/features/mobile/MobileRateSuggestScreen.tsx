import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RatePlanSuggestion } from '../../api/mobile';
import { BarChart, ChartLegend } from '../../components/chart/BarChart';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMoney, formatMonth } from '../../lib/format';
import type { Device } from '../../api/types/member';
import { useGetRateSuggestionQuery } from './mobileApi';
import { rateChangeHref } from './planText';
import { useFeeChart } from './useFeeChart';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { StatusBadge } from '../../components/StatusBadge';
import './mobile.css';

function Suggestion({ suggestion }: { suggestion: RatePlanSuggestion }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const months = suggestion.months ?? [];
  const feeChart = useFeeChart(months);
  const saving = suggestion.estimatedSaving ?? 0;
  const better = saving > 0 && suggestion.suggestedPackageCode !== suggestion.currentPackageCode;
  return (
    <div className="mb-stack">
      <Card title={t('suggest.title')} className="mb-stack" stack>
        <Facts
          columns={2}
          items={[
            [t('suggest.current'), suggestion.currentPlan],
            [t('suggest.suggested'), suggestion.suggestedPlan],
          ]}
        />
        {better ? (
          <p>
            <StatusBadge tone="ok">
              {t('suggest.saving', { amount: formatMoney(saving) })}
            </StatusBadge>
          </p>
        ) : (
          <p className="mb-muted">{t('suggest.noSaving')}</p>
        )}
        {better && suggestion.suggestedPackageCode ? (
          <p>
            <Link
              className="button button--primary"
              to={rateChangeHref(suggestion.suggestedPackageCode)}
            >
              {t('suggest.toChange')}
            </Link>
          </p>
        ) : null}
      </Card>
      {months.length > 0 ? (
        <Card title={t('suggest.monthsTitle')} className="mb-stack" stack>
          <figure className="mb-chart">
            <BarChart {...feeChart} />
            <ChartLegend series={feeChart.series} />
          </figure>
          <DataTable
            caption={t('suggest.tableCaption')}
            rows={months}
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
                key: 'data',
                header: t('suggest.data'),
                numeric: true,
                cell: (row) => `${String(row.dataGb)} GB`,
              },
              {
                key: 'minutes',
                header: t('suggest.minutes'),
                numeric: true,
                cell: (row) => t('suggest.minutesValue', { count: row.voiceMinutes }),
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
          {suggestion.extraMinuteFee ? (
            <p className="mb-muted">
              {t('suggest.howCounted', { fee: formatMoney(suggestion.extraMinuteFee) })}
            </p>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}

function SuggestContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  return (
    <QueryView
      query={useGetRateSuggestionQuery({ deviceNo: device.deviceNo })}
      loading={t('suggest.loading')}
      errorTitle={t('suggest.loadError')}
      isEmpty={(suggestion) => (suggestion.months ?? []).length === 0}
      emptyTitle={t('suggest.emptyTitle')}
      emptyBody={<p>{t('suggest.emptyBody')}</p>}
    >
      {(suggestion) => <Suggestion suggestion={suggestion} />}
    </QueryView>
  );
}

/** /MobileRateSuggest: the current plan against the one that suits the last months' use. */
export default function MobileRateSuggestScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:mobileRateSuggest')} kinds={['mobile']}>
      {({ device }) => <SuggestContent key={device.deviceNo} device={device} />}
    </MemberPageFrame>
  );
}
