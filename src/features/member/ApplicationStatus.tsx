import { useTranslation } from 'react-i18next';
import type { ApplicationProcess } from '../../api/dashboard';
import { APPLICATION_STATUS_TONE, StatusBadge } from '../../components/StatusBadge';

/** Where an application stands, in words (the colour only repeats them). */
export function ApplicationStatus({ status }: { status: ApplicationProcess['status'] }) {
  const { t } = useTranslation('member');
  return (
    <StatusBadge tone={APPLICATION_STATUS_TONE[status]}>
      {t(`process.statuses.${status}`)}
    </StatusBadge>
  );
}
