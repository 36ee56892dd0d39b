import { useTranslation } from 'react-i18next';
import type { CallDetailsApplication } from '../../api/callDetails';
import { EmptyState } from '../../components/StatusStates';
import { formatDateTime } from '../../lib/format';
import { formatBillingMonth, useLanguage } from './callDetailsFormat';
import { StatusBadge } from './StatusBadge';
import { TableRegion } from './TableRegion';

/** The number's applications, newest first. */
export function ApplicationHistory({ applications }: { applications: CallDetailsApplication[] }) {
  const { t } = useTranslation('usage');
  const language = useLanguage();
  return (
    <section className="card cd-section" aria-labelledby="cd-history-heading">
      <h2 id="cd-history-heading" className="cd-heading">
        {t('callDetails.historyHeading')}
      </h2>
      {applications.length === 0 ? (
        <EmptyState title={t('callDetails.historyEmpty')}>
          <p>{t('callDetails.historyEmptyBody')}</p>
        </EmptyState>
      ) : (
        <TableRegion label={t('callDetails.historyHeading')}>
          <table className="cd-table">
            <caption className="visually-hidden">{t('callDetails.historyHeading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('callDetails.columnMonth')}</th>
                <th scope="col">{t('callDetails.columnApplied')}</th>
                <th scope="col">{t('callDetails.columnEmail')}</th>
                <th scope="col">{t('callDetails.columnStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id}>
                  <th scope="row">{formatBillingMonth(application.billMonth, language)}</th>
                  <td>{formatDateTime(application.appliedAt, language)}</td>
                  <td>{application.email}</td>
                  <td>
                    <StatusBadge status={application.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
