import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../api/coupon';
import { QueryView } from '../../components/page/QueryView';
import { DataTable, type Column } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import {
  useGetTransferredCouponsQuery,
  useGetUnusedCouponsQuery,
  useGetUsedCouponsQuery,
} from './memberApi';

function useCouponColumns(): Column<Coupon>[] {
  const { t } = useTranslation('member');
  const language = useLanguage();
  return [
    {
      key: 'project',
      header: t('coupons.project'),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.projectName}
          <span className="member-muted"> {row.description}</span>
        </>
      ),
    },
    {
      key: 'value',
      header: t('coupons.value'),
      numeric: true,
      cell: (row) => (row.value > 0 ? formatMoney(row.value) : '-'),
    },
    {
      key: 'period',
      header: t('coupons.period'),
      cell: (row) =>
        t('coupons.periodValue', {
          from: formatDate(row.effectiveStartTime, language),
          to: formatDate(row.effectiveEndTime, language),
        }),
    },
  ];
}

/** The member's coupons: unused, used and transferred, each a table. */
export function CouponLists({ token }: { token: string }) {
  const { t } = useTranslation('member');
  const language = useLanguage();
  const columns = useCouponColumns();
  const unused = useGetUnusedCouponsQuery(token);
  const used = useGetUsedCouponsQuery(token);
  const transferred = useGetTransferredCouponsQuery(token);
  return (
    <>
      <h3 className="member-subtitle">{t('coupons.unused')}</h3>
      <QueryView query={unused} loading={t('coupons.loading')} errorTitle={t('coupons.error')}>
        {(rows) => (
          <DataTable
            caption={t('coupons.unused')}
            rows={rows}
            rowKey={(row) => row.couponNo}
            empty={t('coupons.unusedEmpty')}
            narrow="cards"
            columns={[
              ...columns,
              {
                key: 'transferable',
                header: t('coupons.transferable'),
                cell: (row) => (row.transferable ? t('coupons.yes') : t('coupons.no')),
              },
            ]}
          />
        )}
      </QueryView>
      <h3 className="member-subtitle">{t('coupons.used')}</h3>
      <QueryView query={used} loading={t('coupons.loading')} errorTitle={t('coupons.error')}>
        {(rows) => (
          <DataTable
            caption={t('coupons.used')}
            rows={rows}
            rowKey={(row) => row.couponNo}
            empty={t('coupons.usedEmpty')}
            narrow="cards"
            columns={[
              ...columns,
              {
                key: 'usedAt',
                header: t('coupons.usedAt'),
                cell: (row) => formatDate(row.usedAt, language),
              },
            ]}
          />
        )}
      </QueryView>
      <h3 className="member-subtitle">{t('coupons.transferred')}</h3>
      <QueryView query={transferred} loading={t('coupons.loading')} errorTitle={t('coupons.error')}>
        {(rows) => (
          <DataTable
            caption={t('coupons.transferred')}
            rows={rows}
            rowKey={(row) => row.couponNo}
            empty={t('coupons.transferredEmpty')}
            narrow="cards"
            columns={[
              ...columns,
              { key: 'to', header: t('coupons.transferredTo'), cell: (row) => row.transferNo },
              {
                key: 'at',
                header: t('coupons.transferredAt'),
                cell: (row) => formatDateTime(row.transferredAt, language),
              },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
