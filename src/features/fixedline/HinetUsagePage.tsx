import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HINET_REFUSAL_CODES, type HinetUsage, type HinetUsageKind } from '../../api/hinet';
import type { Device } from '../../api/types/member';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { dataVolumeAxis } from '../../components/chart/axis';
import { BarChart } from '../../components/chart/BarChart';
import { SelectField } from '../../components/form/Field';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { useOpenOnKind } from '../../components/page/useOpenOnKind';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatCount, formatDataVolume, formatMoney, formatMonth } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { HinetOtpGate } from './HinetOtpGate';
import { useGetHinetUsageQuery } from './fixedlineApi';
import './fixedline.css';

/** How each report writes its figures: NT$, data volume, minutes. */
function useAmountFormat(kind: HinetUsageKind): (amount: number) => string {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  if (kind === 'value') return formatMoney;
  if (kind === 'data') return (amount) => formatDataVolume(amount, language);
  return (amount) => t('usage.minutes', { value: formatCount(amount, language) });
}

function UsageView({
  kind,
  usage,
  month,
  onMonth,
}: {
  kind: HinetUsageKind;
  usage: HinetUsage;
  month: string;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation('fixedline');
  const language = useLanguage();
  const amount = useAmountFormat(kind);
  const itemName = (name: string) =>
    kind === 'data' ? t(`usage.direction.${name === 'upload' ? 'upload' : 'download'}`) : name;
  const shortMonth = (month: string) => formatMonth(month, language, 'short');
  const total = usage.items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <div className="fl-stack">
      <Card title={t(`usage.${kind}.monthTitle`)} stack>
        <SelectField
          label={t('usage.month')}
          options={usage.months.map((row) => ({
            value: row.month,
            label: formatMonth(row.month, language),
          }))}
          value={month}
          onChange={onMonth}
        />
        {usage.items.length === 0 ? (
          <p>{t(`usage.${kind}.none`)}</p>
        ) : (
          <Facts
            layout="split"
            items={usage.items.map((item) => [itemName(item.name), amount(item.amount)])}
            total={[t('usage.total'), amount(total)]}
          />
        )}
      </Card>
      <Card title={t(`usage.${kind}.chartTitle`)} className="fl-chart" stack>
        <figure className="fl-chart__figure">
          <BarChart
            summary={t(`usage.${kind}.chartSummary`, {
              from: formatMonth(usage.months[0]?.month ?? '', language),
              to: formatMonth(usage.months.at(-1)?.month ?? '', language),
            })}
            categories={usage.months.map((row) => shortMonth(row.month))}
            series={[
              {
                key: kind,
                label: t(`usage.${kind}.series`),
                values: usage.months.map((row) => row.total),
              },
            ]}
            {...(kind === 'data'
              ? dataVolumeAxis(Math.max(0, ...usage.months.map((row) => row.total)), language)
              : { formatAxis: amount })}
          />
        </figure>
        <DataTable
          caption={t(`usage.${kind}.tableCaption`)}
          rows={usage.months}
          rowKey={(row) => row.month}
          empty={t(`usage.${kind}.none`)}
          columns={[
            {
              key: 'month',
              header: t('usage.month'),
              rowHeader: true,
              cell: (row) => shortMonth(row.month),
            },
            {
              key: 'total',
              header: t(`usage.${kind}.series`),
              numeric: true,
              cell: (row) => amount(row.total),
            },
          ]}
        />
      </Card>
    </div>
  );
}

function UsageContent({ kind, device }: { kind: HinetUsageKind; device: Device }) {
  const { t } = useTranslation('fixedline');
  const [month, setMonth] = useState('');
  const query = useGetHinetUsageQuery({ deviceNo: device.deviceNo, kind, month });
  if (query.error && asApiError(query.error).code === HINET_REFUSAL_CODES.otpRequired) {
    return <HinetOtpGate deviceNo={device.deviceNo} />;
  }
  return (
    <QueryView
      // A month picked keeps the page (and the picker's focus) while its figures load.
      query={{ ...query, currentData: query.currentData ?? query.data }}
      loading={t('usage.loading')}
      loadingLines={6}
      errorTitle={t('usage.loadError')}
      isEmpty={(usage) => usage.months.length === 0}
      emptyTitle={t('usage.emptyTitle')}
      emptyBody={<p>{t('usage.emptyBody')}</p>}
    >
      {(usage) => (
        <UsageView kind={kind} usage={usage} month={month || usage.month} onMonth={setMonth} />
      )}
    </QueryView>
  );
}

/** One HiNet usage page (value-added charges, data, dial-up): behind the session's SMS code. */
export function HinetUsagePage({ kind, title }: { kind: HinetUsageKind; title: string }) {
  useOpenOnKind('broadband');
  return (
    <MemberPageFrame title={title} kinds={['broadband']}>
      {({ device }) => <UsageContent kind={kind} device={device} />}
    </MemberPageFrame>
  );
}
