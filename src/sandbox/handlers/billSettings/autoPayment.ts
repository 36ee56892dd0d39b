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
import { db, mutate } from '../../db/state';
import { FEE_FREE_BANK_CODES, findBank, SANDBOX_BANKS } from '../../db/tables/bankData';
import {
  autoPaymentView,
  BILL_SETTINGS_MESSAGES as MESSAGES,
  checkAutoPaymentRequest,
  maskedAccountOf,
} from '../../db/tables/billSettingsRules';
import { apiUrl, SANDBOX_MESSAGES } from '../support';
import { jsonBody, ok, refuse } from '../respond';
import { billCustomer, billDevice, activeAutoPayment, ownsDevice } from './shared';

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
