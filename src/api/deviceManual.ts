import { call } from './call';
import type { ApiResult } from './http';

/**
 * Handset manuals (spec 02 §7.12 "mobile manual list, item and click log"). The spec gives no
 * prefix or shapes: the calls sit under `Device/` beside the other handset calls, and the shapes
 * are the portal's (docs/api.md).
 */
export interface MobileManual {
  manualId: string;
  /** The handset type the carrier's device records use (device/information's model). */
  devicetype: string;
  brand: string;
  model: string;
  /** YYYY-MM-DD of the manual's last revision. */
  updatedOn: string;
}

/** One chapter of a manual: a task and its steps. */
export interface MobileManualItem {
  itemId: string;
  title: string;
  steps: string[];
}

export interface MobileManualDetail {
  manual: MobileManual;
  items: MobileManualItem[];
}

/** MobileManualClickLog: how often the chapter was opened, this one included. */
export interface MobileManualClick {
  clicks: number;
}

export function mobileManualList(): Promise<ApiResult<MobileManual[]>> {
  return call<MobileManual[]>({ method: 'GET', path: 'Device/MobileManualList' });
}

export function mobileManualItem(params: {
  manualId: string;
}): Promise<ApiResult<MobileManualDetail>> {
  return call<MobileManualDetail>({
    method: 'GET',
    path: 'Device/MobileManualItem',
    query: { manualId: params.manualId },
  });
}

export function mobileManualClickLog(params: {
  manualId: string;
  itemId: string;
}): Promise<ApiResult<MobileManualClick>> {
  return call<MobileManualClick>({
    method: 'POST',
    path: 'Device/MobileManualClickLog',
    body: { manualId: params.manualId, itemId: params.itemId },
  });
}
