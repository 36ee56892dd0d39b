import { call } from './call';
import type { ApiResult } from './http';
import { normalizePid } from './normalize';

/** Fixed broadband static IP (Service/Hinet/...). */
export interface StaticIpStatus {
  /** The static address, '' when none is allocated. */
  ip: string;
  contactEmail?: string;
  allocatedAt?: string;
}

export function queryStaticIp(): Promise<ApiResult<StaticIpStatus>> {
  return call<StaticIpStatus>({ method: 'GET', path: 'Service/Hinet/StaticIpQuery' });
}

export function allocateStaticIp(): Promise<ApiResult<StaticIpStatus>> {
  return call<StaticIpStatus>({ method: 'GET', path: 'Service/Hinet/StaticIpAllocate' });
}

export function deallocateStaticIp(): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'GET', path: 'Service/Hinet/StaticIpDeallocate' });
}

export function updateStaticIpEmail(params: { contactEmail: string }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'GET',
    path: 'Service/Hinet/StaticIpUpdateEmail',
    query: { contactEmail: params.contactEmail.trim() },
  });
}

export function modifyHnPassword(params: {
  newHnPassword: string;
  pid: string;
}): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'Service/Hinet/ModifyHNPassword',
    headers: { newHNPassword: params.newHnPassword, pid: normalizePid(params.pid) },
  });
}
