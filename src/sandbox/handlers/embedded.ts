import { http } from 'msw';
import type { DeviceAlias } from '../../api/member';
import { portalDevicesOf } from '../db/sessions';
import { apiUrl, SANDBOX_MESSAGES, withDevice } from './support';
import { ok, refuse } from './respond';

/**
 * The embedded launch's device alias lookup (spec 01 §4, spec 02 §7.2): a live session token
 * and one of its own numbers give that number's names; anything else is refused.
 */
export const embeddedHandlers = [
  http.get(
    apiUrl('CHTMember/DeviceAlias'),
    withDevice(({ customer, device }) => {
      const named = portalDevicesOf(customer).find((entry) => entry.deviceNo === device.deviceNo);
      if (!named) return refuse(SANDBOX_MESSAGES.deviceNotOwned);
      return ok<DeviceAlias>({
        deviceNo: named.deviceNo,
        NoAreaDeviceNo: named.NoAreaDeviceNo,
        AliasOfCustom: named.AliasOfCustom,
        AliasOfDefault: named.AliasOfDefault,
        deviceType: named.deviceType,
        contractRate: named.contractRate,
      });
    }),
  ),
];
