import { useTranslation } from 'react-i18next';
import { useNotifications } from '../../components/useNotifications';

/** The number of unread app messages on the header's messages icon; nothing when none. */
export default function UnreadCount() {
  const { t } = useTranslation('shell');
  const { unread } = useNotifications();
  if (unread === 0) return null;
  return (
    <span className="shell-count">
      <span aria-hidden="true">{unread}</span>
      <span className="visually-hidden"> {t('header.unread', { count: unread })}</span>
    </span>
  );
}
