import { useTranslation } from 'react-i18next';
import type { CallDetailsApplication } from '../../api/callDetails';
import { EmptyState } from '../../components/page/StatusStates';
import { DataTable } from '../../components/table/DataTable';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDateTime, formatMonth } from '../../lib/format';
import { ApplicationStatus } from './ApplicationStatus';

/** The number's applications, newest first. */
export function ApplicationHistory({ applications }: { applications: CallDetailsApplication[] }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  // Not a landmark of its own: the table's scroll region already is one, named like the heading.
  return (
    <section className="card cd-section">
      <h2 id="cd-history-heading" className="cd-heading">
        {t('callDetails.historyHeading')}
      </h2>
      {applications.length === 0 ? (
        <EmptyState title={t('callDetails.historyEmpty')}>
          <p>{t('callDetails.historyEmptyBody')}</p>
        </EmptyState>
      ) : (
        <DataTable
          caption={t('callDetails.historyHeading')}
          rows={applications}
          rowKey={(application) => application.id}
          empty={t('callDetails.historyEmpty')}
          columns={[
            {
              key: 'month',
              header: t('callDetails.columnMonth'),
              rowHeader: true,
              cell: (application) => formatMonth(application.billMonth, language),
            },
            {
              key: 'applied',
              header: t('callDetails.columnApplied'),
              cell: (application) => formatDateTime(application.appliedAt, language),
            },
            {
              key: 'email',
              header: t('callDetails.columnEmail'),
              cell: (application) => application.email,
            },
            {
              key: 'status',
              header: t('callDetails.columnStatus'),
              cell: (application) => <ApplicationStatus status={application.status} />,
            },
          ]}
        />
      )}
    </section>
  );
}
