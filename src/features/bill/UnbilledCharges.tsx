import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { useApiErrorMessage } from '../../components/useApiErrorMessage';
import { formatDateTime } from '../../lib/format';
import { asApiError, useGetBillQuotaQuery, useGetMobileBalanceQuery } from './billApi';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../i18n/useLanguage';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

/** What a figure needs of its query. */
interface Query {
  error?: ApiError | SerializedError;
  isFetching: boolean;
  currentData?: unknown;
  refetch: () => unknown;
}

/** A figure that could not be loaded: the reason and a retry, in place of the figure. */
function FigureError({ query }: { query: Query }) {
  const { t } = useTranslation('bill');
  const message = useApiErrorMessage(asApiError(query.error));
  return (
    <span className="bill-figure__error" role="alert">
      <span>{message}</span>
      <Button variant="link" onClick={() => void query.refetch()}>
        {t('unbilled.retry')}
      </Button>
    </span>
  );
}

function Figure({ query, children }: { query: Query; children: () => ReactNode }) {
  const { t } = useTranslation('bill');
  if (query.error && !query.isFetching) return <FigureError query={query} />;
  if (!query.currentData) {
    return (
      <span className="bill-figure__loading">
        <span className="skeleton" aria-hidden="true" />
        <span className="visually-hidden">{t('unbilled.loading')}</span>
      </span>
    );
  }
  return <>{children()}</>;
}

/**
 * A number's charges since its last bill (Bill/CHTMobileBalance) and, for a mobile number, its
 * small-payment quota (Bill/BillQuota): what the next bill will hold so far.
 */
export function UnbilledCharges({
  deviceNo,
  smallPayments,
}: {
  deviceNo: string;
  /** A mobile number: its small-payment quota beside the amount. */
  smallPayments: boolean;
}) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  const balance = useGetMobileBalanceQuery({ deviceNo });
  const quota = useGetBillQuotaQuery({ deviceNo }, { skip: !smallPayments });
  return (
    <Card title={t('unbilled.heading')} className="bill-unbilled" stack>
      <Facts
        layout="figures"
        className="bill-unbilled__facts"
        items={[
          [
            t('unbilled.amount'),
            <Figure query={balance}>
              {() =>
                balance.currentData ? (
                  <>
                    {formatMoney(balance.currentData.unbilledAmount)}
                    <span className="bill-figure__note">
                      {t('unbilled.asOf', {
                        time: formatDateTime(balance.currentData.updatedAt, language),
                      })}
                    </span>
                  </>
                ) : null
              }
            </Figure>,
          ],
          smallPayments && [
            t('quota.label'),
            <Figure query={quota}>
              {() =>
                quota.currentData && quota.currentData.quota > 0
                  ? t('quota.value', {
                      used: formatMoney(quota.currentData.used),
                      quota: formatMoney(quota.currentData.quota),
                    })
                  : t('quota.off')
              }
            </Figure>,
          ],
        ]}
      />
      <p className="bill-unbilled__note">{t('unbilled.note')}</p>
    </Card>
  );
}
