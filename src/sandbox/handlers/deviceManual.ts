import { http, type RequestHandler } from 'msw';
import type { MobileManual, MobileManualClick, MobileManualDetail } from '../../api/deviceManual';
import { sandboxNow } from '../db/clock';
import { db, mutate } from '../db/state';
import {
  DEVICE_MANUAL_ITEMS,
  DEVICE_MANUALS,
  manualById,
  withDeviceManualTables,
} from '../db/tables/deviceManuals';
import { jsonBody, ok, refuseWith, text } from './respond';
import { apiUrl } from './support';

export const MANUAL_ERRORS = {
  notFound: { code: 'MANUAL_NOT_FOUND', message: '查無此手冊' },
  itemNotFound: { code: 'MANUAL_ITEM_NOT_FOUND', message: '查無此手冊章節' },
} as const;

/**
 * Handset manuals, open to visitors: the list, one manual's chapters, and a click log that
 * counts how often each chapter of each manual was opened (kept in db().mobile.manualClicks).
 */
export const deviceManualHandlers: RequestHandler[] = [
  http.get(apiUrl('Device/MobileManualList'), () => ok<MobileManual[]>([...DEVICE_MANUALS])),
  http.get(apiUrl('Device/MobileManualItem'), ({ request }) => {
    const manual = manualById(text(new URL(request.url).searchParams.get('manualId')));
    if (!manual) return refuseWith(MANUAL_ERRORS.notFound);
    return ok<MobileManualDetail>({
      manual,
      items: DEVICE_MANUAL_ITEMS.map((item) => ({ ...item })),
    });
  }),
  http.post(apiUrl('Device/MobileManualClickLog'), async ({ request }) => {
    const body = await jsonBody(request);
    const manualId = text(body?.manualId);
    const itemId = text(body?.itemId);
    if (!manualById(manualId)) return refuseWith(MANUAL_ERRORS.notFound);
    if (!DEVICE_MANUAL_ITEMS.some((item) => item.itemId === itemId))
      return refuseWith(MANUAL_ERRORS.itemNotFound);
    const deviceNo = text(request.headers.get('deviceno'));
    const clicks = mutate((database) => {
      const tables = withDeviceManualTables(database.mobile);
      tables.manualClicks.push({ manualId, itemId, deviceNo, at: sandboxNow().toISOString() });
      return tables.manualClicks.filter((row) => row.manualId === manualId && row.itemId === itemId)
        .length;
    });
    return ok<MobileManualClick>({ clicks });
  }),
];

/** Tests: the clicks logged so far. */
export function manualClicks() {
  return withDeviceManualTables(db().mobile).manualClicks;
}
