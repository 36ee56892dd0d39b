import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EReceiptMonth, EReceiptMonthInfo, EReceiptReissue } from '../../api/eReceipt';
import { FieldGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney, formatMonth } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { useGetEReceiptMonthInfoQuery, useReissueEReceiptMutation } from './paymentsApi';
import { Card } from '../../components/Card';
import './payments.css';

export const REISSUE_MAX_MONTHS = 6;
type Choice = Record<string, { bill: boolean; receipt: boolean }>;

function ReissueForm({ info }: { info: EReceiptMonthInfo }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  const form = useForm<{ choice: Choice }>({ choice: {} });
  const [done, setDone] = useState<EReceiptReissue | null>(null);
  const [reissue, { isLoading }] = useReissueEReceiptMutation();
  const { choice } = form.values;

  const toggle = (month: string, part: 'bill' | 'receipt', on: boolean) => {
    const current = choice[month] ?? { bill: false, receipt: false };
    form.setValue('choice', { ...choice, [month]: { ...current, [part]: on } });
  };

  async function submit(values: { choice: Choice }) {
    const chosen = (part: 'bill' | 'receipt') =>
      info.months.filter((m) => values.choice[m.billMonth]?.[part]).map((m) => m.billMonth);
    const billMonths = chosen('bill');
    const receiptMonths = chosen('receipt');
    const months = new Set([...billMonths, ...receiptMonths]).size;
    const error =
      months === 0
        ? t('eReceipt.error.nothing')
        : months > REISSUE_MAX_MONTHS
          ? t('eReceipt.error.tooMany', { max: REISSUE_MAX_MONTHS })
          : undefined;
    if (!form.check({ choice: error })) return;
    setDone(null);
    const result = await reissue({ deviceNo: info.deviceNo, billMonths, receiptMonths });
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    setDone(result.data);
    form.reset();
  }

  const checkbox = (month: EReceiptMonth, part: 'bill' | 'receipt', label: string) => (
    <input
      type="checkbox"
      aria-label={label}
      disabled={part === 'receipt' && month.status !== 'paid'}
      checked={choice[month.billMonth]?.[part] ?? false}
      onChange={(event) => {
        toggle(month.billMonth, part, event.target.checked);
      }}
    />
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('eReceipt.submit')}
      busy={isLoading}
      summary={false}
      alertTitle={t('eReceipt.failed')}
      success={
        done
          ? t('eReceipt.done', {
              email: done.email,
              id: done.reissueId,
              months: new Set([...done.billMonths, ...done.receiptMonths]).size,
            })
          : null
      }
      className="form form--wide"
    >
      <FieldGroup
        {...form.group('choice')}
        label={t('eReceipt.legend', { max: REISSUE_MAX_MONTHS })}
      >
        <DataTable
          caption={t('eReceipt.tableCaption')}
          rows={info.months}
          rowKey={(month) => month.billMonth}
          empty={t('eReceipt.emptyTitle')}
          columns={[
            {
              key: 'month',
              header: t('eReceipt.columnMonth'),
              rowHeader: true,
              cell: (month) => formatMonth(month.billMonth, language),
            },
            {
              key: 'amount',
              header: t('eReceipt.columnAmount'),
              numeric: true,
              cell: (month) => formatMoney(month.amount),
            },
            {
              key: 'paid',
              header: t('eReceipt.columnPaid'),
              cell: (month) =>
                month.status === 'paid' && month.paidDate
                  ? formatDate(month.paidDate, language)
                  : t(`eReceipt.status.${month.status}`),
            },
            {
              key: 'bill',
              header: t('eReceipt.columnBill'),
              cell: (month) =>
                checkbox(
                  month,
                  'bill',
                  t('eReceipt.billFor', { month: formatMonth(month.billMonth, language) }),
                ),
            },
            {
              key: 'receipt',
              header: t('eReceipt.columnReceipt'),
              cell: (month) =>
                checkbox(
                  month,
                  'receipt',
                  t('eReceipt.receiptFor', { month: formatMonth(month.billMonth, language) }),
                ),
            },
          ]}
        />
      </FieldGroup>
      <p className="pay-note">{t('eReceipt.sendTo', { email: info.email })}</p>
    </Form>
  );
}

function EReceiptContent({ device }: { device: Device }) {
  const { t } = useTranslation('usage');
  return (
    <QueryView
      query={useGetEReceiptMonthInfoQuery({ deviceNo: device.deviceNo })}
      loading={t('eReceipt.loading')}
      loadingLines={5}
      errorTitle={t('eReceipt.loadError')}
      isEmpty={(info) => info.months.length === 0}
      emptyTitle={t('eReceipt.emptyTitle')}
      emptyBody={<p>{t('eReceipt.emptyBody')}</p>}
    >
      {(info) => (
        <Card title={t('eReceipt.heading')} className="pay-section" stack>
          <p className="pay-note">{t('eReceipt.intro')}</p>
          <ReissueForm key={device.deviceNo} info={info} />
        </Card>
      )}
    </QueryView>
  );
}

/** /EReceipt - the months of a number and the reissue of bill copies and payment receipts. */
export default function EReceiptScreen() {
  const { t } = useTranslation('titles');
  return (
    <MemberPageFrame title={t('eReceipt')}>
      {({ device }) => <EReceiptContent device={device} />}
    </MemberPageFrame>
  );
}
