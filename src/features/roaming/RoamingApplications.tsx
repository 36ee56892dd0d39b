import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { QueryView } from '../../components/page/QueryView';
import { DataTable } from '../../components/table/DataTable';
import { formatDate } from '../../lib/format';
import { useGetRoamingProcessQuery } from './roamingApi';
import { Card } from '../../components/Card';
import { APPLICATION_STATUS_TONE, StatusBadge } from '../../components/StatusBadge';

/**
 * The number's roaming applications and where each stands (dashboard/RoamingProcess answers for
 * every number of the customer: /Process shows them all, this page the number's own).
 */
export function RoamingApplications({ deviceNo }: { deviceNo: string }) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const query = useGetRoamingProcessQuery(
    { deviceNo },
    {
      selectFromResult: (result) => ({
        ...result,
        data: result.data?.filter((item) => item.deviceNo === deviceNo),
      }),
    },
  );
  return (
    <Card title={t('applications.heading')} className="roaming-section" plain stack>
      <QueryView
        query={query}
        loading={t('applications.loading')}
        errorTitle={t('applications.error')}
        isEmpty={(items) => items.length === 0}
        emptyTitle={t('applications.empty')}
      >
        {(items) => (
          <DataTable
            caption={t('applications.caption')}
            narrow="cards"
            columns={[
              {
                key: 'no',
                header: t('applications.number'),
                cell: (item) => item.id,
                rowHeader: true,
              },
              { key: 'pass', header: t('applications.pass'), cell: (item) => item.title },
              {
                key: 'at',
                header: t('applications.appliedAt'),
                cell: (item) => formatDate(item.appliedOn, language),
              },
              {
                key: 'status',
                header: t('applications.status'),
                cell: (item) => (
                  <StatusBadge tone={APPLICATION_STATUS_TONE[item.status]}>
                    {t(`applications.statuses.${item.status}`)}
                  </StatusBadge>
                ),
              },
            ]}
            rows={items}
            rowKey={(item) => item.id}
            empty={t('applications.empty')}
          />
        )}
      </QueryView>
    </Card>
  );
}
