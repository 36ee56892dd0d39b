import { http, type RequestHandler } from 'msw';
import type {
  AutoDebitRecord,
  AutoPaymentAccount,
  AutoPaymentHistoryItem,
  BankCatalogue,
  BankLookup,
  BillRequestAck,
} from '../../../api/types/bill';
import { sandboxNow } from '../../db/clock';
import { devicesOf } from '../../db/sessions';
import { accepted, refused, type Outcome } from '../../db/outcome';
import { db, mutate } from '../../db/state';
import { FEE_FREE_BANK_CODES, findBank, SANDBOX_BANKS } from '../../db/tables/bankData';
import type { AutoPaymentHistoryRow, AutoPaymentRow } from '../../db/tables/billSettings';
import {
  autoPaymentView,
  BILL_SETTINGS_MESSAGES as MESSAGES,
  checkAutoPaymentAction,
  checkAutoPaymentRequest,
  maskedAccountOf,
  type AutoPaymentChange,
} from '../../db/tables/billSettingsRules';
import type { CustomerRow } from '../../db/types';
import { billCustomer, billDevice } from '../billSource';
import { apiUrl, SANDBOX_MESSAGES } from '../support';
import { jsonBody, ok, refuse, refuseWith, text } from '../respond';
import { activeAutoPayment, ownsDevice } from './shared';

/**
 * An add and an edit check their request with the same code: the body, the account (the rules),
 * the number's owner, and whether the number has an automatic payment (add: none, edit: one).
 */
async function checkedChange(
  action: 'add' | 'edit',
  request: Request,
  customer: CustomerRow,
  now: Date,
): Promise<Outcome<{ change: AutoPaymentChange; current: AutoPaymentRow | undefined }>> {
  const body = await jsonBody(request);
  if (!body) return refused(SANDBOX_MESSAGES.badRequest);
  const change = checkAutoPaymentRequest(body, customer.pid, now);
  if (!change.ok) return change;
  const { deviceNo } = change.value;
  if (!ownsDevice(customer.id, deviceNo)) return refused(SANDBOX_MESSAGES.deviceNotOwned);
  const current = checkAutoPaymentAction(action, activeAutoPayment(deviceNo));
  if (!current.ok) return current;
  return accepted({ change: change.value, current: current.value });
}

function historyRow(
  customer: CustomerRow,
  row: AutoPaymentRow,
  action: AutoPaymentHistoryRow['action'],
  at: string,
): AutoPaymentHistoryRow {
  return {
    customerId: customer.id,
    deviceNo: row.deviceNo,
    at,
    action,
    type: row.type,
    account: maskedAccountOf(row),
  };
}

export const autoPaymentHandlers: RequestHandler[] = [
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
      const now = sandboxNow();
      const checked = await checkedChange('add', request, customer, now);
      if (!checked.ok) return refuseWith(checked);
      const { deviceNo, fields } = checked.value.change;
      const at = now.toISOString();
      mutate((database) => {
        const tables = database.billSettings;
        tables.autoPayments = tables.autoPayments.filter((row) => row.deviceNo !== deviceNo);
        const row = {
          deviceNo,
          customerId: customer.id,
          ...fields,
          createdAt: at,
          updatedAt: at,
          disabledAt: null,
        };
        tables.autoPayments.push(row);
        tables.autoPaymentHistory.push(historyRow(customer, row, 'add', at));
      });
      return ok<BillRequestAck>({});
    }),
  ),

  http.post(
    apiUrl('Bill/EditAutoPayment'),
    billCustomer(async ({ request, customer }) => {
      const now = sandboxNow();
      const checked = await checkedChange('edit', request, customer, now);
      if (!checked.ok) return refuseWith(checked);
      const { change, current } = checked.value;
      if (!current) return refuse(MESSAGES.notSet);
      const at = now.toISOString();
      mutate((database) => {
        Object.assign(current, change.fields, { updatedAt: at });
        database.billSettings.autoPaymentHistory.push(historyRow(customer, current, 'edit', at));
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
        database.billSettings.autoPaymentHistory.push(historyRow(customer, current, 'disable', at));
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
      const bank = findBank(text(body?.bankCode));
      if (!bank) return refuse(MESSAGES.unknownBank);
      return ok<BankLookup>({ ...bank, feeFree: FEE_FREE_BANK_CODES.includes(bank.BankCode) });
    }),
  ),
];
