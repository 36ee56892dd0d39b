import { getNotificationList, setNotificationIsRead, type AppNotification } from '../api/push';
import { portalApi } from './portalApi';

/**
 * The message centre's list and its read marks, shared by /AppMessage and the header's unread
 * count. Keyed by the member token and the language (the texts come in it), so one session's
 * messages never answer for another's. Reading a message invalidates 'Notifications'.
 */
export const notificationsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationList: build.query<AppNotification[], { token: string; language: string }>({
      queryFn: ({ language }) => getNotificationList({ language }),
      providesTags: ['Notifications'],
    }),
    setNotificationIsRead: build.mutation<
      unknown,
      Pick<AppNotification, 'msgkey' | 'actid' | 'pushid'>
    >({
      queryFn: (keys) => setNotificationIsRead(keys),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationListQuery, useSetNotificationIsReadMutation } = notificationsApi;

/** How many of the messages are unread. */
export function unreadCount(messages: readonly AppNotification[] | undefined): number {
  return (messages ?? []).filter((message) => !message.isRead).length;
}
