import { http } from 'msw';
import type { AppNotification } from '../../api/push';
import { db, mutate } from '../db/state';
import { markNotificationRead, notificationsOf } from '../db/tables/outboxRules';
import { apiUrl, withCustomer } from './support';
import { jsonBody, ok, reply, text } from './respond';

/** The message centre: the customer's app pushes from the outbox, and marking one read. */
export const pushHandlers = [
  http.get(
    apiUrl('PushService/GetNotificationList'),
    withCustomer(({ request, customer }) => {
      const language = new URL(request.url).searchParams.get('language') ?? '';
      return ok<AppNotification[]>(notificationsOf(db(), customer.id, language));
    }),
  ),
  http.post(
    apiUrl('PushService/SetNotificationIsRead'),
    withCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      const keys = {
        msgkey: text(body?.msgkey),
        actid: text(body?.actid),
        pushid: text(body?.pushid),
      };
      return reply(mutate((database) => markNotificationRead(database, customer.id, keys)));
    }),
  ),
];
