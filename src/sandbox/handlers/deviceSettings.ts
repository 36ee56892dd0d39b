import { http } from 'msw';
import { mutate } from '../db/state';
import { devicesOf } from '../db/sessions';
import { apiUrl, withCustomer } from './support';
import { MEMBER_REFUSAL_CODES as CODES } from '../../api/types/memberRefusal';
import { refused } from '../db/outcome';
import { jsonBody, ok, reply } from './respond';

export const DEVICE_SETTING_MESSAGES = {
  badList: '門號清單不正確，請重新整理後再試',
  aliasTooLong: '門號名稱最多 20 個字',
  aliasCharacters: '門號名稱含有不允許的字元',
  noneShown: '請至少顯示一個門號',
} as const;

export const ALIAS_MAX_LENGTH = 20;
const FORBIDDEN_IN_ALIAS = /[\p{Cc}\p{Cf}<>]/u;

interface SettingInput {
  deviceNo: string;
  alias: string;
  show: boolean;
}

function readSettings(body: Record<string, unknown> | null): SettingInput[] | null {
  const list = body?.devices;
  if (!Array.isArray(list)) return null;
  const settings: SettingInput[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null;
    const item = entry as Record<string, unknown>;
    if (typeof item.deviceNo !== 'string' || typeof item.show !== 'boolean') return null;
    const alias = typeof item.AliasOfCustom === 'string' ? item.AliasOfCustom.trim() : '';
    settings.push({ deviceNo: item.deviceNo, alias, show: item.show });
  }
  return settings;
}

/**
 * Order, aliases and visibility of the member's numbers; reset restores the carrier's. The list
 * must hold exactly the member's own numbers, once each; a name is at most 20 characters without
 * control characters or angle brackets; at least one number stays shown. DeviceMenu and member
 * info then answer in that order, with those names and flags (db/sessions.ts portalDevicesOf).
 * Refusals carry the member-area codes (MENU_LIST_INVALID, ALIAS_TOO_LONG, ...).
 */
export const deviceSettingsHandlers = [
  http.post(
    apiUrl('CHTMember/UpdateDeviceMenuInfo'),
    withCustomer(async ({ request, customer }) => {
      const settings = readSettings(await jsonBody(request));
      const own = devicesOf(customer.id).map((row) => row.deviceNo);
      if (
        settings?.length !== own.length ||
        !settings.every((setting) => own.includes(setting.deviceNo)) ||
        new Set(settings.map((setting) => setting.deviceNo)).size !== own.length
      ) {
        return reply(refused(DEVICE_SETTING_MESSAGES.badList, CODES.menuListInvalid));
      }
      if (settings.some((setting) => Array.from(setting.alias).length > ALIAS_MAX_LENGTH)) {
        return reply(refused(DEVICE_SETTING_MESSAGES.aliasTooLong, CODES.aliasTooLong));
      }
      if (settings.some((setting) => FORBIDDEN_IN_ALIAS.test(setting.alias))) {
        return reply(refused(DEVICE_SETTING_MESSAGES.aliasCharacters, CODES.aliasCharacters));
      }
      if (!settings.some((setting) => setting.show)) {
        return reply(refused(DEVICE_SETTING_MESSAGES.noneShown, CODES.noneShown));
      }
      mutate((database) => {
        const others = database.deviceSettings.settings.filter(
          (row) => row.customerId !== customer.id,
        );
        database.deviceSettings.settings = [
          ...others,
          ...settings.map((setting, index) => ({ customerId: customer.id, ...setting, index })),
        ];
      });
      return ok<null>(null);
    }),
  ),
  http.post(
    apiUrl('CHTMember/ResetDeviceMenu'),
    withCustomer(({ customer }) => {
      mutate((database) => {
        database.deviceSettings.settings = database.deviceSettings.settings.filter(
          (row) => row.customerId !== customer.id,
        );
      });
      return ok<null>(null);
    }),
  ),
];
