import { useLanguage } from '../i18n/useLanguage';
import { useAppSelector } from '../state/hooks';
import { selectMemberToken } from '../state/member';
import { unreadCount, useGetNotificationListQuery } from '../state/notificationsApi';
import { useIsMember } from '../state/session';

/**
 * The signed-in member's app messages in the interface language, and how many are unread: the
 * list of /AppMessage and the header's count read the same cached query (nothing for a visitor).
 * `refresh` asks again when the component mounts (the message centre shows what came meanwhile).
 */
export function useNotifications({ refresh = false }: { refresh?: boolean } = {}) {
  const isMember = useIsMember();
  const token = useAppSelector(selectMemberToken);
  const language = useLanguage();
  const query = useGetNotificationListQuery(
    { token, language },
    { skip: !isMember, refetchOnMountOrArgChange: refresh },
  );
  return { query, unread: isMember ? unreadCount(query.currentData) : 0 };
}
