import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeviceDue } from '../../api/types/bill';
import { Button } from '../../components/Button';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { href, paths } from '../../config/paths';
import { clientActions } from '../../state/client';
import { useAppDispatch } from '../../state/hooks';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { useGetPaymentsSummaryQuery } from './billApi';
import { BillStatusBadge } from './BillParts';
import { StatusBadge } from '../../components/StatusBadge';
import { useNumberNames } from '../../components/useNumberNames';
import { Card } from '../../components/Card';

function DueStatus({ device }: { device: DeviceDue }) {
  const { t } = useTranslation('bill');
  if (device.status === 'none')
    return <StatusBadge tone="neutral">{t('summary.noBills')}</StatusBadge>;
  return <BillStatusBadge status={device.status} />;
}

type SummaryRow = { kind: 'device'; device: DeviceDue } | { kind: 'total'; amount: number };

function NumberCell({ row, currentDeviceNo }: { row: SummaryRow; currentDeviceNo: string }) {
  const { t } = useTranslation('bill');
  const dispatch = useAppDispatch();
  const { label: dueName } = useNumberNames();
  if (row.kind === 'total') return <>{t('summary.total')}</>;
  const { device } = row;
  if (device.deviceNo === currentDeviceNo) {
    return (
      <span>
        {dueName(device)}
        <span className="bill-summary__current">{t('summary.current')}</span>
      </span>
    );
  }
  return (
    <Button
      variant="link"
      className="bill-summary__switch"
      aria-label={t('summary.show', { number: dueName(device) })}
      onClick={() => dispatch(clientActions.deviceSelected(device.deviceNo))}
    >
      {dueName(device)}
    </Button>
  );
}

/**
 * Every number of the customer and what it owes (Bill/PaymentsSummary), with the total as the
 * last row. Below 600 px every number is a card, so no amount is cut off in a long language.
 */
export function DevicesSummary({ currentDeviceNo }: { currentDeviceNo: string }) {
  const { t } = useTranslation('bill');
  const language = useLanguage();
  return (
    <Card title={t('summary.heading')} className="bill-summary" stack>
      <QueryView
        query={useGetPaymentsSummaryQuery(undefined)}
        loading={t('summary.loading')}
        loadingLines={3}
        errorTitle={t('summary.loadError')}
      >
        {(summary) => {
          const rows: SummaryRow[] = [
            ...summary.devices.map((device) => ({ kind: 'device' as const, device })),
            { kind: 'total', amount: summary.totalDue },
          ];
          const owing = summary.devices.filter((device) => device.totalDue > 0);
          return (
            <>
              <DataTable
                caption={t('summary.caption')}
                className="bill-summary__table"
                narrow="cards"
                rows={rows}
                rowKey={(row) => (row.kind === 'total' ? 'total' : row.device.deviceNo)}
                empty={t('summary.noBills')}
                columns={[
                  {
                    key: 'number',
                    header: t('summary.number'),
                    rowHeader: true,
                    cell: (row) => <NumberCell row={row} currentDeviceNo={currentDeviceNo} />,
                  },
                  {
                    key: 'status',
                    header: t('summary.status'),
                    cell: (row) =>
                      row.kind === 'total' ? null : (
                        <span className="bill-summary__state">
                          <DueStatus device={row.device} />
                          {row.device.dueDate ? (
                            <span className="bill-summary__due">
                              {t('multi.dueBy', { date: formatDate(row.device.dueDate, language) })}
                            </span>
                          ) : null}
                        </span>
                      ),
                  },
                  {
                    key: 'due',
                    header: t('summary.due'),
                    numeric: true,
                    cell: (row) =>
                      formatMoney(row.kind === 'total' ? row.amount : row.device.totalDue),
                  },
                ]}
              />
              {owing.length > 1 ? (
                <Link
                  className="button button--secondary"
                  to={href(paths.bill, { tab: 'payments' })}
                >
                  {t('summary.paySeveral')}
                </Link>
              ) : null}
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
