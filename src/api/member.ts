import { call } from './call';
import type { ApiResult } from './http';
import type {
  ChtMemberInfo,
  DeviceMenu,
  HamiPoint,
  VipInfo,
  VipLevel,
  WebAuthStatus,
} from './types/member';
import type { Device } from '../state/types';

/** The member behind the session token. Result -1 means not logged in (spec 01 §8). */
export function getChtMemberInfo(): Promise<ApiResult<ChtMemberInfo>> {
  return call<ChtMemberInfo>({
    method: 'GET',
    path: 'Chtmember/CHTMemberInfo',
    encrypted: true,
  });
}

/** The member's numbers. Also validates SMS/HN/TEL/... tokens: result 1 means valid. */
export function getDeviceMenu(): Promise<ApiResult<DeviceMenu>> {
  return call<DeviceMenu>({ method: 'POST', path: 'CHTMember/DeviceMenu', encrypted: true });
}

export function updateDeviceMenuInfo(params: { devices: Device[] }): Promise<ApiResult<unknown>> {
  return call<unknown>({
    method: 'POST',
    path: 'CHTMember/UpdateDeviceMenuInfo',
    body: { devices: params.devices },
  });
}

export function resetDeviceMenu(): Promise<ApiResult<unknown>> {
  return call<unknown>({ method: 'POST', path: 'CHTMember/ResetDeviceMenu' });
}

export function getHamiPoint(): Promise<ApiResult<HamiPoint>> {
  return call<HamiPoint>({ method: 'GET', path: 'CHTMember/HamiPoint' });
}

export function getChtVipLevel(): Promise<ApiResult<VipLevel>> {
  return call<VipLevel>({ method: 'GET', path: 'Chtmember/CHTVipLevel' });
}

export function getChtMemberVipLevel(): Promise<ApiResult<VipLevel>> {
  return call<VipLevel>({ method: 'GET', path: 'Chtmember/CHTMemberVIPLevel' });
}

/** The path keeps the carrier's spelling "Indivisual". */
export function getChtVipIndividual(): Promise<ApiResult<VipInfo>> {
  return call<VipInfo>({ method: 'GET', path: 'Chtmember/CHTVIP_Indivisual' });
}

export function getChtVipEnterprise(): Promise<ApiResult<VipInfo>> {
  return call<VipInfo>({ method: 'GET', path: 'Chtmember/CHTVIP_Enterprise' });
}

export function getWebAuthStatus(): Promise<ApiResult<WebAuthStatus>> {
  return call<WebAuthStatus>({ method: 'GET', path: 'CHTMember/WebAuthStatus' });
}
