import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { RefillResult } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { EmptyState, LoadingState } from '../../components/page/StatusStates';
import { formatDateTime, formatMoney } from '../../lib/format';
import { validateTopUpCode } from '../../lib/validators';
import { asApiError, useGetTopUpRecordsQuery, useTopUpMutation } from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { TableScroll } from './TableScroll';
import { PrepaidField } from './PrepaidField';
import { PrepaidFrame } from './PrepaidFrame';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

function TopUpForm() {
  const { t } = useTranslation('prepaid');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<RefillResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const { errors, check } = useFieldErrors<'code'>();
  const [topUp, { isLoading }] = useTopUpMutation();
  const money = (amount: number | undefined) => formatMoney(amount ?? 0);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    setResult(null);
    setFailure(null);
    const values = check({ code: validateTopUpCode(code) });
    if (!values) return;
    const reply = await topUp({ code: values.code });
    if ('error' in reply) {
      setFailure(asApiError(reply.error));
      return;
    }
    setResult(reply.data);
    setCode('');
  }

  return (
    <section className="prepaid-section" aria-labelledby="prepaid-topup">
      <h2 id="prepaid-topup">{t('topUp.heading')}</h2>
      <form className="prepaid-form" noValidate onSubmit={(event) => void submit(event)}>
        <PrepaidField
          label={t('topUp.code')}
          hint={t('topUp.codeHint')}
          error={errors.code ?? (failure ? failureMessage : undefined)}
          data-field="code"
          inputMode="numeric"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" busy={isLoading}>
          {t('topUp.submit')}
        </Button>
      </form>
      {failure ? (
        <p className="visually-hidden" role="alert">
          {failureMessage}
        </p>
      ) : null}
      {result ? (
        <div className="prepaid-result" role="status">
          <p>
            <strong>{t('topUp.success')}</strong>
          </p>
          <dl className="prepaid-facts">
            <div>
              <dt>{t('topUp.amount')}</dt>
              <dd>{money(result.amount)}</dd>
            </div>
            <div>
              <dt>{t('topUp.bonus')}</dt>
              <dd>{money(result.bonus)}</dd>
            </div>
            <div>
              <dt>{t('topUp.newBalance')}</dt>
              <dd>{money(result.mainBalance)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
    </section>
  );
}

function TopUpRecords({ ivrNo }: { ivrNo: string }) {
  const { t, i18n } = useTranslation('prepaid');
  const records = useGetTopUpRecordsQuery({ ivrNo });
  let content;
  if (records.isError) {
    content = (
      <PrepaidErrorState error={asApiError(records.error)} onRetry={() => void records.refetch()} />
    );
  } else if (!records.data) {
    content = <LoadingState lines={2} />;
  } else if (records.data.length === 0) {
    content = <EmptyState title={t('topUp.noRecords')} />;
  } else {
    content = (
      <TableScroll label={t('topUp.records')}>
        <table className="prepaid-table">
          <caption className="visually-hidden">{t('topUp.records')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('topUp.time')}</th>
              <th scope="col">{t('topUp.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.map((record, index) => (
              <tr key={`${record.time}-${String(index)}`}>
                <td>{formatDateTime(record.time, i18n.language)}</td>
                <td>{formatMoney(record.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
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
          <TopUpRecords ivrNo={ivrNo} />
        </>
      )}
    </PrepaidFrame>
  );
}
