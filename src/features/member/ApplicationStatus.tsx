import { useTranslation } from 'react-i18next';
import type { ApplicationProcess } from '../../api/dashboard';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';

const TONE: Record<ApplicationProcess['status'], StatusTone> = {
  inProgress: 'info',
  waitingDocuments: 'warn',
  completed: 'ok',
  cancelled: 'neutral',
  refused: 'bad',
};

/** Where an application stands, in words (the colour only repeats them). */
export function ApplicationStatus({ status }: { status: ApplicationProcess['status'] }) {
  const { t } = useTranslation('member');
  return <StatusBadge tone={TONE[status]}>{t(`process.statuses.${status}`)}</StatusBadge>;
}
