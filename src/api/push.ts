import { call } from './call';
import type { ApiResult } from './http';

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
