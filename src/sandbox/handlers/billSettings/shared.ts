import type { CarrierBillingQuota } from '../../../api/carrierBilling';
import { sandboxNow } from '../../db/clock';
import { findDevice } from '../../db/sessions';
import { db } from '../../db/state';
import type { AlertSettingRow } from '../../db/tables/billSettings';
import { carrierBillingQuotaOf } from '../../db/tables/billSettingsRules';
import type { Outcome } from '../../db/outcome';
import type { DeviceContext } from '../support';

export function activeAutoPayment(deviceNo: string) {
  return db().billSettings.autoPayments.find(
    (row) => row.deviceNo === deviceNo && row.disabledAt === null,
  );
}

export function ownsDevice(customerId: string, deviceNo: string): boolean {
  return findDevice(deviceNo)?.customerId === customerId;
}

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

export function quotaOf({ customer, device }: DeviceContext): Outcome<CarrierBillingQuota> {
  const row = db().billSettings.carrierBilling.find(
    (candidate) => candidate.deviceNo === device.deviceNo,
  );
  return carrierBillingQuotaOf(customer, device, row, sandboxNow());
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
