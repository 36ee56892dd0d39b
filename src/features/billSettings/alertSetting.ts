import type { AlertSetting, UsageAlertFields } from '../../api/mobile';

export const THRESHOLDS = [50, 80, 90, 100] as const;
export const AMOUNT_LIMIT = { min: 100, max: 50000 } as const;

const DEFAULTS: UsageAlertFields = {
  dataAlert: false,
  dataThreshold: 80,
  amountAlert: false,
  amountLimit: 1000,
  notifyBy: 'sms',
  email: '',
};

/** The fields the screen edits, read defensively from what the carrier sent. */
export function alertFieldsOf(setting: AlertSetting): UsageAlertFields {
  const pick = <K extends keyof UsageAlertFields>(key: K, ok: (value: unknown) => boolean) =>
    (ok(setting[key]) ? setting[key] : DEFAULTS[key]) as UsageAlertFields[K];
  return {
    dataAlert: pick('dataAlert', (value) => typeof value === 'boolean'),
    dataThreshold: pick('dataThreshold', (value) => THRESHOLDS.some((step) => step === value)),
    amountAlert: pick('amountAlert', (value) => typeof value === 'boolean'),
    amountLimit: pick('amountLimit', (value) => typeof value === 'number'),
    notifyBy: pick('notifyBy', (value) => value === 'sms' || value === 'email'),
    email: pick('email', (value) => typeof value === 'string'),
  };
}

/** The amount limit as typed: a whole number of dollars within AMOUNT_LIMIT, or null. */
export function parseAmountLimit(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  if (!/^\d{1,6}$/.test(value)) return null;
  const amount = Number(value);
  return amount >= AMOUNT_LIMIT.min && amount <= AMOUNT_LIMIT.max ? amount : null;
}
