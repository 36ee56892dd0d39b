import { useTranslation } from 'react-i18next';
import type { CallDetailsStatus } from '../../api/callDetails';

/** The state of an application in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: CallDetailsStatus }) {
  const { t } = useTranslation('usage');
  return (
    <span className={`cd-status cd-status--${status}`}>{t(`callDetails.status.${status}`)}</span>
  );
}
