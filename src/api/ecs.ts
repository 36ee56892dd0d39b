import { call } from './call';
import { clearEcsSession, readEcsSession } from './ecsSession';
import type { ApiResult, CallSpec } from './http';
import {
  ECS_SESSION_ENDED,
  type EcsCompany,
  type EcsEnquiry,
  type EcsLogin,
  type EcsOrder,
  type EcsOverview,
  type EcsSellableProducts,
  type EcsSubscribedProducts,
  type EcsUser,
} from './types/ecs';

/**
 * The enterprise self-service calls (the portal's choice: the spec names no product or order
 * call) on the enterprise host: bearer token and api-key from enterprise.ts, the ECS session in
 * the `ecstoken` header, and none of the consumer member's session headers.
 */
async function ecsCall<T>(spec: Omit<CallSpec, 'target' | 'withoutCommonHeaders'>) {
  const token = readEcsSession()?.token ?? '';
  const result = await call<T>({
    ...spec,
    target: 'enterprise',
    withoutCommonHeaders: true,
    headers: { ...spec.headers, ecstoken: token },
  });
  // A session the host no longer knows is over here too: the pages offer the sign-in again.
  if ('error' in result && result.error.code === ECS_SESSION_ENDED && token) clearEcsSession();
  return result;
}

export function ecsLogin(params: {
  taxId: string;
  userId: string;
  password: string;
  /** A challenge of CHTMember/AuthTokenWithCaptcha that passed Captcha/Vaild. */
  authToken: string;
}): Promise<ApiResult<EcsLogin>> {
  return ecsCall<EcsLogin>({ method: 'POST', path: 'ECS/Login', body: params });
}

export function ecsLogout(): Promise<ApiResult<null>> {
  return ecsCall<null>({ method: 'POST', path: 'ECS/Logout' });
}

export function getEcsOverview(): Promise<ApiResult<EcsOverview>> {
  return ecsCall<EcsOverview>({ method: 'GET', path: 'ECS/Overview' });
}

export function getEcsCompany(): Promise<ApiResult<EcsCompany>> {
  return ecsCall<EcsCompany>({ method: 'GET', path: 'ECS/Company' });
}

export function getEcsSubscribedProducts(): Promise<ApiResult<EcsSubscribedProducts>> {
  return ecsCall<EcsSubscribedProducts>({ method: 'GET', path: 'ECS/SubscribedProducts' });
}

export function getEcsSellableProducts(): Promise<ApiResult<EcsSellableProducts>> {
  return ecsCall<EcsSellableProducts>({ method: 'GET', path: 'ECS/SellableProducts' });
}

export function sendEcsProductEnquiry(params: {
  productId: string;
  quantity: number;
  message: string;
}): Promise<ApiResult<EcsEnquiry>> {
  return ecsCall<EcsEnquiry>({ method: 'POST', path: 'ECS/ProductEnquiry', body: params });
}

export function placeEcsOrder(params: {
  productId: string;
  quantity: number;
}): Promise<ApiResult<EcsOrder>> {
  return ecsCall<EcsOrder>({ method: 'POST', path: 'ECS/Order', body: params });
}

export function inviteEcsUser(params: {
  userId: string;
  name: string;
}): Promise<ApiResult<EcsUser>> {
  return ecsCall<EcsUser>({ method: 'POST', path: 'ECS/InviteUser', body: params });
}

export function removeEcsUser(params: { userId: string }): Promise<ApiResult<null>> {
  return ecsCall<null>({ method: 'POST', path: 'ECS/RemoveUser', body: params });
}
