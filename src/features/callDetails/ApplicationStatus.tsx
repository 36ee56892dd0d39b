import { useTranslation } from 'react-i18next';
import type { CallDetailsStatus } from '../../api/callDetails';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';

const TONE: Record<CallDetailsStatus, StatusTone> = {
  sent: 'ok',
  processing: 'warn',
  awaitingConfirmation: 'warn',
  expired: 'bad',
};

/** The state of an application in words (the colour only repeats them). */
export function ApplicationStatus({ status }: { status: CallDetailsStatus }) {
  const { t } = useTranslation('usage');
  return <StatusBadge tone={TONE[status]}>{t(`callDetails.status.${status}`)}</StatusBadge>;
}
