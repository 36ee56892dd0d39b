import { useTranslation } from 'react-i18next';
import type { Device } from '../api/types/member';

/** A number as the screens name it: the member's own nickname ('' when none) and its kind. */
export interface NamedNumber {
  deviceNo: string;
  deviceType: string;
  alias: string;
}

export interface NumberNames {
  /** The member's nickname, else the interface's name for the kind ("My mobile", "我的手機"). */
  nickname: (number: Omit<NamedNumber, 'deviceNo'>) => string;
  /** The nickname and the number: "My mobile · 0912345678". */
  label: (number: NamedNumber) => string;
  /** `label` for a number of the device menu (its own nickname is `AliasOfCustom`). */
  deviceLabel: (device: Device) => string;
}

/**
 * How numbers are named in lists, headings and messages. A number the member has not named is
 * called by interface text in the current language, never by the carrier's default alias (which
 * is carrier data, in Chinese, usually the plan's name).
 */
export function useNumberNames(): NumberNames {
  const { t } = useTranslation();
  const nickname: NumberNames['nickname'] = ({ alias, deviceType }) =>
    alias.trim() ||
    t(`defaultNickname.${deviceType}`, { defaultValue: t('defaultNickname.other') });
  const label: NumberNames['label'] = (number) => `${nickname(number)} · ${number.deviceNo}`;
  return {
    nickname,
    label,
    deviceLabel: (device) =>
      label({
        deviceNo: device.deviceNo,
        deviceType: device.deviceType,
        alias: device.AliasOfCustom,
      }),
  };
}
