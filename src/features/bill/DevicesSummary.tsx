import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeviceDue } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { ErrorState, LoadingState } from '../../components/page/StatusStates';
import { href, paths } from '../../config/paths';
import { clientActions } from '../../state/client';
import { useAppDispatch } from '../../state/hooks';
import { asApiError, useGetPaymentsSummaryQuery } from './billApi';
import { formatDate, formatMoney } from './billFormat';
import { BillStatusBadge, TableScroll, useFormatLanguage } from './BillParts';
import { dueName } from './MultiPay';

function DueStatus({ device }: { device: DeviceDue }) {
  const { t } = useTranslation('bill');
  if (device.status === 'none') return <span className="bill-status">{t('summary.noBills')}</span>;
  return <BillStatusBadge status={device.status} />;
}

/** Every number of the customer and what it owes (Bill/PaymentsSummary), with the total. */
export function DevicesSummary({ currentDeviceNo }: { currentDeviceNo: string }) {
  const { t } = useTranslation('bill');
  const language = useFormatLanguage();
  const dispatch = useAppDispatch();
  const { currentData, error, isFetching, refetch } = useGetPaymentsSummaryQuery(undefined);

  let content;
  if (error && !isFetching) {
    content = (
      <ErrorState
        title={t('summary.loadError')}
        error={asApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  } else if (!currentData) {
    content = <LoadingState label={t('summary.loading')} lines={3} />;
  } else {
    const owing = currentData.devices.filter((device) => device.totalDue > 0);
    content = (
      <>
        <TableScroll label={t('summary.caption')}>
          <table className="bill-table bill-summary__table">
            <caption className="visually-hidden">{t('summary.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('summary.number')}</th>
                <th scope="col">{t('summary.status')}</th>
                <th scope="col" className="bill-table__amount">
                  {t('summary.due')}
                </th>
              </tr>
            </thead>
            <tbody>
              {currentData.devices.map((device) => (
                <tr key={device.deviceNo}>
                  <th scope="row">
                    {device.deviceNo === currentDeviceNo ? (
                      <span>
                        {dueName(device)}
                        <span className="bill-summary__current">{t('summary.current')}</span>
                      </span>
                    ) : (
                      <Button
                        variant="link"
                        className="bill-summary__switch"
                        aria-label={t('summary.show', { number: dueName(device) })}
                        onClick={() => dispatch(clientActions.deviceSelected(device.deviceNo))}
                      >
                        {dueName(device)}
                      </Button>
                    )}
                  </th>
                  <td>
                    <DueStatus device={device} />
                    {device.dueDate ? (
                      <span className="bill-summary__due">
                        {t('multi.dueBy', { date: formatDate(device.dueDate, language) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="bill-table__amount">{formatMoney(device.totalDue, language)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('summary.total')}
                </th>
                <td className="bill-table__amount">
                  {formatMoney(currentData.totalDue, language)}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableScroll>
        {owing.length > 1 ? (
          <Link className="button button--secondary" to={href(paths.bill, { tab: 'payments' })}>
            {t('summary.paySeveral')}
          </Link>
        ) : null}
      </>
    );
  }
  return (
    <section className="card bill-summary" aria-labelledby="bill-summary-heading">
      <h2 id="bill-summary-heading" className="bill-section-heading">
        {t('summary.heading')}
      </h2>
      {content}
    </section>
  );
}
