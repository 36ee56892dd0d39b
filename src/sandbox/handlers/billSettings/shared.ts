import { BILL_SOURCE, BILL_SOURCE_HEADER } from '../../../api/bill';
import type { CarrierBillingQuota } from '../../../api/carrierBilling';
import { sandboxNow } from '../../db/clock';
import { DAY_MS } from '../../db/dates';
import { findDevice } from '../../db/sessions';
import { db } from '../../db/state';
import type { AlertSettingRow } from '../../db/tables/billSettings';
import {
  BILL_SETTINGS_MESSAGES as MESSAGES,
  MAX_QUOTA,
  NEW_NUMBER_DAYS,
  NEW_NUMBER_MAX_QUOTA,
  QUOTA_STEPS,
} from '../../db/tables/billSettingsRules';
import { withCustomer, withDevice, type CustomerContext, type DeviceContext } from '../support';
import { refuse } from '../respond';

export type Resolver<C> = (context: C) => Response | Promise<Response>;

/** Every Bill/ call carries the business source WM56 (see api/bill.ts). */
export function withSource<C extends CustomerContext>(resolver: Resolver<C>): Resolver<C> {
  return (context) =>
    context.request.headers.get(BILL_SOURCE_HEADER) === BILL_SOURCE
      ? resolver(context)
      : refuse(MESSAGES.missingSource);
}

export const billCustomer = (resolver: Resolver<CustomerContext>) =>
  withCustomer(withSource(resolver));
export const billDevice = (resolver: Resolver<DeviceContext>) => withDevice(withSource(resolver));

export function activeAutoPayment(deviceNo: string) {
  return db().billSettings.autoPayments.find(
    (row) => row.deviceNo === deviceNo && row.disabledAt === null,
  );
}

export function ownsDevice(customerId: string, deviceNo: string): boolean {
  return findDevice(deviceNo)?.customerId === customerId;
}

export const ZIP = /^\d{3}(\d{2,3})?$/;
export const MAX_ADDRESS_LENGTH = 100;

export const DEFAULT_ALERTS = {
  dataAlert: false,
  dataThreshold: 80,
  amountAlert: false,
  amountLimit: 1000,
  notifyBy: 'sms',
  email: '',
} as const;

export function alertRowOf(deviceNo: string): AlertSettingRow {
  return (
    db().billSettings.alertSettings.find((row) => row.deviceNo === deviceNo) ?? {
      deviceNo,
      ...DEFAULT_ALERTS,
    }
  );
}

export function quotaOf({ customer, device }: DeviceContext): CarrierBillingQuota | string {
  if (device.deviceType !== 'mobile') return MESSAGES.dcbNotMobile;
  if (customer.isCompanyTaxId) return MESSAGES.dcbEnterprise;
  const row = db().billSettings.carrierBilling.find(
    (candidate) => candidate.deviceNo === device.deviceNo,
  );
  const age = sandboxNow().getTime() - new Date(`${device.activatedOn}T00:00:00+08:00`).getTime();
  const maxQuota = age < NEW_NUMBER_DAYS * DAY_MS ? NEW_NUMBER_MAX_QUOTA : MAX_QUOTA;
  return {
    quota: row?.quota ?? 0,
    used: row?.used ?? 0,
    steps: QUOTA_STEPS.filter((step) => step <= maxQuota),
    maxQuota,
  };
}

/** Three store-slip barcodes for one bill: due date and receipt, number, amount. */
export function posBarcodes(receiptNo: string, dueDate: string, deviceNo: string, amount: number) {
  const due = dueDate.replaceAll('-', '').slice(2);
  return [
    `${due}WM5`,
    receiptNo.padStart(16, '0').slice(-16),
    `${deviceNo.replace(/\D/g, '').padStart(10, '0')}${String(amount).padStart(9, '0')}`,
  ] as [string, string, string];
}
