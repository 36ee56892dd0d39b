import { composeTroubleContact } from '../lib/troubleContact';
import { call } from './call';
import { clearEcsSession, readEcsSession } from './ecsSession';
import type { ApiResult, CallSpec } from './http';
import {
  ECS_SESSION_ENDED,
  type EcsCompany,
  type EcsBooking,
  type EcsEnquiry,
  type EcsFaultReport,
  type EcsInvitation,
  type EcsLineService,
  type EcsLogin,
  type EcsTicket,
  type EcsOrder,
  type EcsOverview,
  type EcsSellableProducts,
  type EcsSubscribedProducts,
} from './types/ecs';
import type { TroubleReport } from './types/trouble';

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
}): Promise<ApiResult<EcsInvitation>> {
  return ecsCall<EcsInvitation>({ method: 'POST', path: 'ECS/InviteUser', body: params });
}

export function removeEcsUser(params: { userId: string }): Promise<ApiResult<null>> {
  return ecsCall<null>({ method: 'POST', path: 'ECS/RemoveUser', body: params });
}

export function getEcsLineService(): Promise<ApiResult<EcsLineService>> {
  return ecsCall<EcsLineService>({ method: 'GET', path: 'ECS/LineService' });
}

/** The kit's fault report of a company line, its contact trimmed and the phones joined. */
export function reportEcsFault(
  lineNo: string,
  report: TroubleReport,
): Promise<ApiResult<EcsTicket>> {
  const contact = composeTroubleContact({
    name: report.contact_name_tmp,
    phone: report.contact_phone_tmp,
    secondPhone: report.contact_phone2_tmp,
  });
  const body: EcsFaultReport = {
    lineNo,
    code: report.code,
    description: report.showDescription_tmp.trim(),
    contactName: contact.contactName,
    contactPhone: contact.contactPhone,
  };
  return ecsCall<EcsTicket>({ method: 'POST', path: 'ECS/FaultReport', body });
}

export function bookEcsService(params: {
  lineNo: string;
  date: string;
  time: string;
  service: string;
}): Promise<ApiResult<EcsBooking>> {
  return ecsCall<EcsBooking>({ method: 'POST', path: 'ECS/ServiceBooking', body: params });
}
