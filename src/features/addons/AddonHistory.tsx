import { useTranslation } from 'react-i18next';
import type { AddonPurchase } from '../../api/addon';
import { Card } from '../../components/Card';
import { QueryView } from '../../components/page/QueryView';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { useGetAddonHistoryQuery } from './addonsApi';
import { useAddonGives } from './AddonOffers';

/** The add-ons bought on the number (AddonHistory), newest first. */
export function AddonHistory({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  const gives = useAddonGives();
  return (
    <Card title={t('history.title')} stack>
      <QueryView
        query={useGetAddonHistoryQuery({ deviceNo })}
        loading={t('history.loading')}
        errorTitle={t('history.loadError')}
      >
        {(rows) => (
          <DataTable<AddonPurchase>
            caption={t('history.caption')}
            rows={rows}
            rowKey={(row) => row.orderId}
            empty={t('history.empty')}
            columns={[
              {
                key: 'name',
                header: t('history.name'),
                cell: (row) => row.productName,
                rowHeader: true,
              },
              { key: 'gives', header: t('offer.gives'), cell: (row) => gives(row) },
              {
                key: 'bought',
                header: t('history.bought'),
                cell: (row) => formatDate(row.boughtAt, language),
              },
              {
                key: 'until',
                header: t('history.until'),
                cell: (row) => formatDate(row.expirationDate, language),
              },
              {
                key: 'price',
                header: t('offer.price'),
                cell: (row) => formatMoney(row.price),
                numeric: true,
              },
              {
                key: 'status',
                header: t('history.status'),
                cell: (row) => (
                  <StatusBadge tone={row.running ? 'ok' : 'neutral'}>
                    {row.running ? t('offer.running') : t('history.ended')}
                  </StatusBadge>
                ),
              },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}
