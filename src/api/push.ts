import { call } from './call';
import type { ApiResult } from './http';

/** One app message of the message centre (PushService/GetNotificationList). */
export interface AppNotification {
  msgkey: string;
  /** What the message is about (the portal words its title from it). */
  actid: string;
  pushid: string;
  /** The message in the language asked for. */
  body: string;
  /** ISO instant it was sent. */
  time: string;
  isRead: boolean;
}

/**
 * PushService/GetNotificationList (the portal's choice: neither spec names the list call): the
 * signed-in customer's app messages, newest first, written in `language` where the sender wrote
 * it in the interface languages.
 */
export function getNotificationList(params: {
  language: string;
}): Promise<ApiResult<AppNotification[]>> {
  return call<AppNotification[]>({
    method: 'GET',
    path: 'PushService/GetNotificationList',
    query: { language: params.language },
  });
}

/** PushService/SetNotificationIsRead: marks one app message as read. */
export function setNotificationIsRead(params: {
  msgkey: string;
  actid: string;
  pushid: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'PushService/SetNotificationIsRead',
    body: { msgkey: params.msgkey, actid: params.actid, pushid: params.pushid },
  });
}

/** The push-send proxy's payload: the named fields plus whatever else the message carries. */
export interface PushSendRequest {
  appkey: string;
  bundleId: string;
  deviceTokens: string[];
  [field: string]: unknown;
}

/** The push-send proxy. Its path is not specified; PushService/SendPush is the portal's choice. */
export function sendPush(request: PushSendRequest): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'PushService/SendPush', body: request });
}
