import { http, type RequestHandler } from 'msw';
import { BILL_SOURCE, BILL_SOURCE_HEADER } from '../../api/bill';
import type { CarrierBillingQuota } from '../../api/carrierBilling';
import type { AlertSetting } from '../../api/mobile';
import type { Area, RoadStreet } from '../../api/types/announcement';
import type {
  AutoDebitRecord,
  AutoPaymentAccount,
  AutoPaymentHistoryItem,
  BankCatalogue,
  BankLookup,
  BillAddress,
  BillRequestAck,
  PosPaymentCode,
  WithholdingService,
} from '../../api/types/bill';
import { billInfoOf } from '../db/bills';
import { sandboxNow } from '../db/clock';
import { DAY_MS } from '../db/dates';
import { devicesOf, findCustomer, findDevice } from '../db/sessions';
import { db, mutate } from '../db/state';
import { areaOfZip, areasOf } from '../db/tables/addressData';
import { FEE_FREE_BANK_CODES, findBank, SANDBOX_BANKS } from '../db/tables/bankData';
import type { AlertSettingRow } from '../db/tables/billSettings';
import {
  autoPaymentView,
  BILL_SETTINGS_MESSAGES as MESSAGES,
  checkAlertSetting,
  checkAutoPaymentRequest,
  MAX_QUOTA,
  maskedAccountOf,
  NEW_NUMBER_DAYS,
  NEW_NUMBER_MAX_QUOTA,
  QUOTA_STEPS,
} from './billSettingsRules';
import {
  apiUrl,
  SANDBOX_MESSAGES,
  withCustomer,
  withDevice,
  type CustomerContext,
  type DeviceContext,
} from './support';
import { jsonBody, ok, refuse } from './respond';

type Resolver<C> = (context: C) => Response | Promise<Response>;

/** Every Bill/ call carries the business source WM56 (see api/bill.ts). */
function withSource<C extends CustomerContext>(resolver: Resolver<C>): Resolver<C> {
  return (context) =>
    context.request.headers.get(BILL_SOURCE_HEADER) === BILL_SOURCE
      ? resolver(context)
      : refuse(MESSAGES.missingSource);
}

const billCustomer = (resolver: Resolver<CustomerContext>) => withCustomer(withSource(resolver));
const billDevice = (resolver: Resolver<DeviceContext>) => withDevice(withSource(resolver));

function activeAutoPayment(deviceNo: string) {
  return db().billSettings.autoPayments.find(
    (row) => row.deviceNo === deviceNo && row.disabledAt === null,
  );
}

function ownsDevice(customerId: string, deviceNo: string): boolean {
  return findDevice(deviceNo)?.customerId === customerId;
}

const autoPaymentHandlers = [
  http.get(
    apiUrl('Bill/QueryAutoPaymentList'),
    billCustomer(({ request, customer }) => {
      const numbers = (request.headers.get('numbers') ?? '')
        .split(',')
        .map((number) => number.trim())
        .filter(Boolean);
      if (numbers.length === 0) return refuse(SANDBOX_MESSAGES.deviceRequired);
      if (!numbers.every((number) => ownsDevice(customer.id, number))) {
        return refuse(SANDBOX_MESSAGES.deviceNotOwned);
      }
      const now = sandboxNow();
      return ok<AutoPaymentAccount[]>(
        numbers.flatMap((number) => {
          const row = activeAutoPayment(number);
          return row ? [autoPaymentView(row, now)] : [];
        }),
      );
    }),
  ),

  http.get(
    apiUrl('Bill/AutoPaymentAccountHistory'),
    billCustomer(({ customer }) =>
      ok<AutoPaymentHistoryItem[]>(
        db()
          .billSettings.autoPaymentHistory.filter((row) => row.customerId === customer.id)
          .sort((left, right) => right.at.localeCompare(left.at))
          .map((row) => ({
            date: row.at,
            action: row.action,
            account: row.account,
            deviceNo: row.deviceNo,
            type: row.type,
          })),
      ),
    ),
  ),

  http.get(
    apiUrl('Bill/AutoPaymentHistory'),
    billCustomer(({ customer }) => {
      const numbers = new Set(devicesOf(customer.id).map((device) => device.deviceNo));
      const rows = db().billSettings.autoPayments;
      const records = db()
        .payments.filter((payment) => numbers.has(payment.deviceNo))
        .flatMap((payment): AutoDebitRecord[] => {
          const setting = rows.find((row) => row.deviceNo === payment.deviceNo);
          const channel = setting?.type === 'bank' ? 'autoDebit' : 'creditCard';
          if (
            !setting ||
            payment.channel !== channel ||
            payment.paidDate < setting.createdAt.slice(0, 10)
          ) {
            return [];
          }
          return [
            {
              deviceNo: payment.deviceNo,
              billMonth: payment.billMonth,
              amount: payment.amount,
              debitDate: payment.paidDate,
              type: setting.type,
              account: maskedAccountOf(setting),
              result: 'success',
            },
          ];
        })
        .sort((left, right) => right.debitDate.localeCompare(left.debitDate));
      return ok<AutoDebitRecord[]>(records);
    }),
  ),

  http.post(
    apiUrl('Bill/AddAutoPayment'),
    billCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      if (!body) return refuse(SANDBOX_MESSAGES.badRequest);
      const now = sandboxNow();
      const change = checkAutoPaymentRequest(body, customer.pid, now);
      if (!change.ok) return refuse(change.message);
      if (!ownsDevice(customer.id, change.deviceNo)) return refuse(SANDBOX_MESSAGES.deviceNotOwned);
      if (activeAutoPayment(change.deviceNo)) return refuse(MESSAGES.alreadySet);
      const at = now.toISOString();
      mutate((database) => {
        const tables = database.billSettings;
        tables.autoPayments = tables.autoPayments.filter((row) => row.deviceNo !== change.deviceNo);
        const row = {
          deviceNo: change.deviceNo,
          customerId: customer.id,
          ...change.fields,
          createdAt: at,
          updatedAt: at,
          disabledAt: null,
        };
        tables.autoPayments.push(row);
        tables.autoPaymentHistory.push({
          customerId: customer.id,
          deviceNo: change.deviceNo,
          at,
          action: 'add',
          type: row.type,
          account: maskedAccountOf(row),
        });
      });
      return ok<BillRequestAck>({});
    }),
  ),

  http.post(
    apiUrl('Bill/EditAutoPayment'),
    billCustomer(async ({ request, customer }) => {
      const body = await jsonBody(request);
      if (!body) return refuse(SANDBOX_MESSAGES.badRequest);
      const now = sandboxNow();
      const change = checkAutoPaymentRequest(body, customer.pid, now);
      if (!change.ok) return refuse(change.message);
      if (!ownsDevice(customer.id, change.deviceNo)) return refuse(SANDBOX_MESSAGES.deviceNotOwned);
      const current = activeAutoPayment(change.deviceNo);
      if (!current) return refuse(MESSAGES.notSet);
      const at = now.toISOString();
      mutate((database) => {
        Object.assign(current, change.fields, { updatedAt: at });
        database.billSettings.autoPaymentHistory.push({
          customerId: customer.id,
          deviceNo: change.deviceNo,
          at,
          action: 'edit',
          type: current.type,
          account: maskedAccountOf(current),
        });
      });
      return ok<BillRequestAck>({});
    }),
  ),

  http.get(
    apiUrl('Bill/DisableAutoPayment'),
    billDevice(({ customer, device }) => {
      const current = activeAutoPayment(device.deviceNo);
      if (!current) return refuse(MESSAGES.notSet);
      const at = sandboxNow().toISOString();
      mutate((database) => {
        current.disabledAt = at;
        database.billSettings.autoPaymentHistory.push({
          customerId: customer.id,
          deviceNo: device.deviceNo,
          at,
          action: 'disable',
          type: current.type,
          account: maskedAccountOf(current),
        });
      });
      return ok<BillRequestAck>({});
    }),
  ),

  http.get(
    apiUrl('Bill/BankInfo'),
    billCustomer(() =>
      ok<BankCatalogue>({
        banks: SANDBOX_BANKS.map((bank) => ({ ...bank })),
        feeFreeBanks: [...FEE_FREE_BANK_CODES],
      }),
    ),
  ),

  http.post(
    apiUrl('Bill/QueryBankInfo'),
    billCustomer(async ({ request }) => {
      const body = await jsonBody(request);
      const bank = findBank(typeof body?.bankCode === 'string' ? body.bankCode.trim() : '');
      if (!bank) return refuse(MESSAGES.unknownBank);
      return ok<BankLookup>({ ...bank, feeFree: FEE_FREE_BANK_CODES.includes(bank.BankCode) });
    }),
  ),
];

const ZIP = /^\d{3}(\d{2,3})?$/;
const MAX_ADDRESS_LENGTH = 100;

const addressHandlers = [
  http.get(
    apiUrl('Bill/AddressStatus'),
    billDevice(({ device }) => {
      const row = db().billSettings.addresses.find(
        (candidate) => candidate.deviceNo === device.deviceNo && candidate.addressType === 'bill',
      );
      return ok<BillAddress>(
        row
          ? { zip: row.zip, address: row.address, addressType: row.addressType }
          : { zip: '', address: '', addressType: 'bill' },
      );
    }),
  ),

  http.post(
    apiUrl('Bill/UpdateForAddress'),
    billDevice(async ({ request, device }) => {
      const body = await jsonBody(request);
      const zip = typeof body?.zip === 'string' ? body.zip.trim() : '';
      const address = typeof body?.address === 'string' ? body.address.trim() : '';
      const addressType = body?.addressType;
      if (addressType !== 'bill' && addressType !== 'contact') {
        return refuse(SANDBOX_MESSAGES.badRequest);
      }
      if (!ZIP.test(zip) || address === '' || address.length > MAX_ADDRESS_LENGTH) {
        return refuse(MESSAGES.badAddress);
      }
      const known = areaOfZip(zip.slice(0, 3));
      if (known && !address.startsWith(`${known.city}${known.area.areaName}`)) {
        return refuse(MESSAGES.addressMismatch);
      }
      mutate((database) => {
        const tables = database.billSettings;
        tables.addresses = tables.addresses.filter(
          (row) => !(row.deviceNo === device.deviceNo && row.addressType === addressType),
        );
        tables.addresses.push({ deviceNo: device.deviceNo, addressType, zip, address });
      });
      return ok<BillRequestAck>({});
    }),
  ),

  // Address reference data: no session needed.
  http.post(apiUrl('Announcement/eShop_GetAreasByCity'), async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body?.cityName !== 'string') return refuse(SANDBOX_MESSAGES.badRequest);
    return ok<Area[]>(
      areasOf(body.cityName.trim()).map(({ areaName, zipCode }) => ({ areaName, zipCode })),
    );
  }),

  http.post(apiUrl('Announcement/eShop_GetRoadStreetsByZipCode'), async ({ request }) => {
    const body = await jsonBody(request);
    if (typeof body?.zipCode !== 'string') return refuse(SANDBOX_MESSAGES.badRequest);
    const found = areaOfZip(body.zipCode.trim());
    return ok<RoadStreet[]>((found?.area.roads ?? []).map((roadName) => ({ roadName })));
  }),
];

const DEFAULT_ALERTS = {
  dataAlert: false,
  dataThreshold: 80,
  amountAlert: false,
  amountLimit: 1000,
  notifyBy: 'sms',
  email: '',
} as const;

function alertRowOf(deviceNo: string): AlertSettingRow {
  return (
    db().billSettings.alertSettings.find((row) => row.deviceNo === deviceNo) ?? {
      deviceNo,
      ...DEFAULT_ALERTS,
    }
  );
}

const alertHandlers = [
  http.get(
    apiUrl('Mobile/AlertSetting'),
    withDevice(({ device }) => {
      if (device.deviceType !== 'mobile') return refuse(MESSAGES.alertNotMobile);
      const { deviceNo, ...fields } = alertRowOf(device.deviceNo);
      return ok<AlertSetting>({ ...fields, deviceNo });
    }),
  ),

  http.post(
    apiUrl('Mobile/UpdateAlertSetting'),
    withDevice(async ({ request, device }) => {
      if (device.deviceType !== 'mobile') return refuse(MESSAGES.alertNotMobile);
      const body = await jsonBody(request);
      const fields = body ? checkAlertSetting(body) : null;
      if (!fields) return refuse(MESSAGES.badAlert);
      mutate((database) => {
        const tables = database.billSettings;
        tables.alertSettings = tables.alertSettings.filter(
          (row) => row.deviceNo !== device.deviceNo,
        );
        tables.alertSettings.push({ deviceNo: device.deviceNo, ...fields });
      });
      return ok<AlertSetting>({ ...fields, deviceNo: device.deviceNo });
    }),
  ),
];

function quotaOf({ customer, device }: DeviceContext): CarrierBillingQuota | string {
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

const carrierBillingHandlers = [
  http.get(
    apiUrl('mDCB/UserQuota'),
    withDevice((context) => {
      const quota = quotaOf(context);
      return typeof quota === 'string' ? refuse(quota) : ok<CarrierBillingQuota>(quota);
    }),
  ),

  http.post(
    apiUrl('mDCB/SetUserQuota'),
    withDevice(async (context) => {
      const current = quotaOf(context);
      if (typeof current === 'string') return refuse(current);
      const body = await jsonBody(context.request);
      const wanted = body?.quota;
      if (!QUOTA_STEPS.some((step) => step === wanted) || typeof wanted !== 'number') {
        return refuse(MESSAGES.quotaStep);
      }
      if (wanted > current.maxQuota) return refuse(MESSAGES.quotaOverMax);
      if (wanted !== 0 && wanted < current.used) return refuse(MESSAGES.quotaBelowUsed);
      const deviceNo = context.device.deviceNo;
      mutate((database) => {
        const tables = database.billSettings;
        tables.carrierBilling = tables.carrierBilling.filter((row) => row.deviceNo !== deviceNo);
        tables.carrierBilling.push({ deviceNo, quota: wanted, used: current.used });
      });
      return ok<CarrierBillingQuota>({ ...current, quota: wanted });
    }),
  ),
];

const withholdingHandlers = [
  http.get(
    apiUrl('Bill/WithholdingList'),
    billDevice(({ device }) =>
      ok<WithholdingService[]>(
        db()
          .billSettings.withholding.filter((row) => row.deviceNo === device.deviceNo)
          .map((row): WithholdingService => ({
            serviceId: row.serviceId,
            merchant: row.merchant,
            description: row.description,
            since: row.since,
            monthAmount: row.monthAmount,
            status: row.status,
          })),
      ),
    ),
  ),

  http.post(
    apiUrl('Bill/StopWithholding'),
    billDevice(async ({ request, device }) => {
      const body = await jsonBody(request);
      const service = db().billSettings.withholding.find(
        (row) => row.deviceNo === device.deviceNo && row.serviceId === body?.serviceId,
      );
      if (!service) return refuse(MESSAGES.serviceNotFound);
      if (service.status === 'stopped') return refuse(MESSAGES.serviceStopped);
      mutate(() => {
        service.status = 'stopped';
      });
      return ok<BillRequestAck>({});
    }),
  ),
];

/** Three store-slip barcodes for one bill: due date and receipt, number, amount. */
function posBarcodes(receiptNo: string, dueDate: string, deviceNo: string, amount: number) {
  const due = dueDate.replaceAll('-', '').slice(2);
  return [
    `${due}WM5`,
    receiptNo.padStart(16, '0').slice(-16),
    `${deviceNo.replace(/\D/g, '').padStart(10, '0')}${String(amount).padStart(9, '0')}`,
  ] as [string, string, string];
}

const posHandlers = [
  // No login: the holder is recognised by number and pid, as with Bill/Payment.
  http.post(apiUrl('Bill/PosPaymentCode'), async ({ request }) => {
    if (request.headers.get(BILL_SOURCE_HEADER) !== BILL_SOURCE) {
      return refuse(MESSAGES.missingSource);
    }
    const body = await jsonBody(request);
    const deviceNo = typeof body?.deviceno === 'string' ? body.deviceno.trim() : '';
    const pid = typeof body?.pid === 'string' ? body.pid.trim().toUpperCase() : '';
    if (deviceNo === '') return refuse(SANDBOX_MESSAGES.deviceRequired);
    const device = findDevice(deviceNo);
    const owner = device ? findCustomer(device.customerId) : undefined;
    if (!device || pid === '' || owner?.pid.toUpperCase() !== pid) {
      return refuse(MESSAGES.pidMismatch);
    }
    const unpaid = billInfoOf(deviceNo).history.filter((bill) => bill.status !== 'paid');
    if (unpaid.length === 0) return refuse(MESSAGES.nothingUnpaid);
    const expiresAt = new Date(sandboxNow().getTime() + 3 * DAY_MS).toISOString();
    return ok<PosPaymentCode[]>(
      unpaid.map((bill) => ({
        receiptNo: bill.receiptNo,
        billMonth: bill.billMonth,
        amount: bill.amount,
        barcodes: posBarcodes(bill.receiptNo, bill.dueDate, deviceNo, bill.amount),
        expiresAt,
      })),
    );
  }),
];

export const billSettingsHandlers: RequestHandler[] = [
  ...autoPaymentHandlers,
  ...addressHandlers,
  ...alertHandlers,
  ...carrierBillingHandlers,
  ...withholdingHandlers,
  ...posHandlers,
];
