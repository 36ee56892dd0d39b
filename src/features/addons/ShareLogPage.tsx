import { useTranslation } from 'react-i18next';
import type { ShareRecord } from '../../api/dataShare';
import { Card } from '../../components/Card';
import { QueryView } from '../../components/page/QueryView';
import { DataTable, type Column } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDataVolume, formatDateTime } from '../../lib/format';
import { useGetRealTimeSharedRecordQuery, useGetShareMembersLogQuery } from './dataShareApi';

function useRecordColumns(): Column<ShareRecord>[] {
  const { t } = useTranslation('addons');
  const language = useLanguage();
  return [
    {
      key: 'at',
      header: t('share.log.at'),
      cell: (row) => formatDateTime(row.at, language),
      rowHeader: true,
    },
    { key: 'from', header: t('share.log.from'), cell: (row) => row.fromNo },
    { key: 'to', header: t('share.log.to'), cell: (row) => row.toNo },
    {
      key: 'amount',
      header: t('share.log.amount'),
      cell: (row) => formatDataVolume(row.dataMB, language),
      numeric: true,
    },
    { key: 'kind', header: t('share.log.kind'), cell: (row) => t(`share.log.kinds.${row.kind}`) },
  ];
}

/** /DataTransfer/log: this number's one-off gifts, and every gift inside the account. */
export function ShareLogPage({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('addons');
  const columns = useRecordColumns();
  const parts = [
    {
      key: 'record',
      query: useGetRealTimeSharedRecordQuery({ deviceNo }),
      title: t('share.log.recordTitle'),
      caption: t('share.log.recordCaption'),
    },
    {
      key: 'members',
      query: useGetShareMembersLogQuery({ deviceNo }),
      title: t('share.log.membersTitle'),
      caption: t('share.log.membersCaption'),
    },
  ];
  return parts.map((part) => (
    <Card key={part.key} title={part.title} stack>
      <QueryView
        query={part.query}
        loading={t('share.log.loading')}
        errorTitle={t('share.log.loadError')}
      >
        {(rows) => (
          <DataTable<ShareRecord>
            caption={part.caption}
            rows={rows}
            rowKey={(row) => row.shareId}
            empty={t('share.log.empty')}
            columns={columns}
          />
        )}
      </QueryView>
    </Card>
  ));
}
