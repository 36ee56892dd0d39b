import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefillResult } from '../../api/types/prepaid';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { LoadingState } from '../../components/page/StatusStates';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { validateTopUpCode } from '../../lib/validators';
import { asApiError, useGetTopUpRecordsQuery, useTopUpMutation } from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { usePrepaidFailure } from './usePrepaidErrorMessage';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { PrepaidCouponForm } from './PrepaidCouponForm';

function TopUpForm() {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const message = useValidationMessage();
  const form = useForm({ code: '' });
  const [result, setResult] = useState<RefillResult | null>(null);
  const failure = usePrepaidFailure(form.failure);
  const [topUp] = useTopUpMutation();
  const money = (amount: number | undefined) => formatMoney(amount ?? 0);

  async function submit(values: typeof form.values) {
    setResult(null);
    const code = validateTopUpCode(values.code);
    if (!form.check({ code: message(code) }) || !code.ok) return;
    const reply = await topUp({ code: code.value });
    if ('error' in reply) {
      form.fail(asApiError(reply.error));
      return;
    }
    setResult(reply.data);
    form.setValue('code', '');
  }

  return (
    <Card title={t('topUp.heading')} className="prepaid-section" plain>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={t('topUp.submit')}
        summary={false}
        failure={null}
        className="form prepaid-form"
      >
        <TextField
          {...form.field('code')}
          label={t('topUp.code')}
          hint={t('topUp.codeHint')}
          error={form.errors.code ?? failure?.message}
          inputMode="numeric"
          autoComplete="off"
        />
      </Form>
      {failure ? (
        <p className="visually-hidden" role="alert">
          {failure.message}
        </p>
      ) : null}
      {result ? (
        <div className="prepaid-result" role="status">
          <p>
            <strong>{t('topUp.success')}</strong>
          </p>
          <Facts
            items={[
              [t('topUp.amount'), money(result.amount)],
              [t('topUp.newBalance'), money(result.mainBalance)],
              result.validUntil
                ? [t('topUp.validUntil'), formatDate(result.validUntil, language)]
                : null,
              [
                t('topUp.bonus'),
                result.bonus && result.bonusValidUntil
                  ? t('topUp.bonusAccount', {
                      amount: money(result.bonus),
                      date: formatDate(result.bonusValidUntil, language),
                    })
                  : money(result.bonus),
              ],
            ]}
          />
        </div>
      ) : null}
    </Card>
  );
}

function TopUpRecords({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const records = useGetTopUpRecordsQuery({ ivrNo });
  let content;
  if (records.isError) {
    content = (
      <PrepaidErrorState error={asApiError(records.error)} onRetry={() => void records.refetch()} />
    );
  } else if (!records.data) {
    content = <LoadingState lines={2} />;
  } else {
    content = (
      <DataTable
        caption={t('topUp.records')}
        rows={records.data}
        rowKey={(record) => `${record.time}-${String(record.amount)}`}
        empty={t('topUp.noRecords')}
        columns={[
          {
            key: 'time',
            header: t('topUp.time'),
            rowHeader: true,
            cell: (record) => formatDateTime(record.time, language),
          },
          {
            key: 'amount',
            header: t('topUp.amount'),
            numeric: true,
            cell: (record) => formatMoney(record.amount),
          },
        ]}
      />
    );
  }
  return (
    <section className="prepaid-section">
      <h2 id="prepaid-topup-records">{t('topUp.records')}</h2>
      {content}
    </section>
  );
}

/** /PrepaidTopUp: top up with a 12 or 14-digit code, see the result and the record. */
export default function PrepaidTopUpScreen() {
  return (
    <PrepaidFrame>
      {(ivrNo) => (
        <>
          <TopUpForm />
          <PrepaidCouponForm />
          <TopUpRecords ivrNo={ivrNo} />
        </>
      )}
    </PrepaidFrame>
  );
}
