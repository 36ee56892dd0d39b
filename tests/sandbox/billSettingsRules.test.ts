import { describe, expect, it } from 'vitest';
import {
  BILL_SETTINGS_MESSAGES as MESSAGES,
  carrierBillingQuotaOf,
  checkAddressChange,
  checkAlertSetting,
  checkAutoPaymentAction,
  checkAutoPaymentRequest,
  checkQuotaChange,
} from '../../src/sandbox/db/tables/billSettingsRules';
import type { AutoPaymentRow } from '../../src/sandbox/db/tables/billSettings';

const NOW = new Date('2026-03-10T04:00:00Z');
const PID = 'A123456789';

const bankRequest = {
  deviceNo: '0912345678',
  type: 'bank',
  bankCode: '004',
  bankAccount: '1234-5678-9012',
  holderId: ' a123456789 ',
};
const cardRequest = {
  deviceNo: '0912345678',
  type: 'creditCard',
  cardNo: '5555 5555 5555 4444',
  mmyy: '12/28',
  holderId: PID,
};

describe('automatic payment requests', () => {
  it('accepts a bank debit of a known bank, keeping the account digits', () => {
    expect(checkAutoPaymentRequest(bankRequest, PID, NOW)).toEqual({
      ok: true,
      value: {
        deviceNo: '0912345678',
        fields: {
          type: 'bank',
          bankCode: '004',
          bankAccount: '123456789012',
          cardType: '',
          cardLast4: '',
          mmyy: '',
          holderId: PID,
        },
      },
    });
  });

  it('keeps a card as its scheme and last four digits only', () => {
    const outcome = checkAutoPaymentRequest(cardRequest, PID, NOW);
    expect(outcome).toMatchObject({
      ok: true,
      value: { fields: { type: 'creditCard', cardType: 'MASTER', cardLast4: '4444' } },
    });
    expect(JSON.stringify(outcome)).not.toContain('5555555555554444');
  });

  it.each([
    ['an unknown kind', { ...bankRequest, type: 'cash' }, MESSAGES.badRequest],
    ['another holder', { ...bankRequest, holderId: 'B123456780' }, MESSAGES.holderMismatch],
    ['an unknown bank', { ...bankRequest, bankCode: '999' }, MESSAGES.unknownBank],
    ['a short account', { ...bankRequest, bankAccount: '12345' }, MESSAGES.badAccount],
    ['a card failing Luhn', { ...cardRequest, cardNo: '4111111111111112' }, MESSAGES.badCard],
    ['an expired card', { ...cardRequest, mmyy: '02/26' }, MESSAGES.cardExpired],
  ])('refuses %s', (_case, body, message) => {
    expect(checkAutoPaymentRequest(body, PID, NOW)).toEqual({ ok: false, message });
  });

  it('adds only where none is active and edits only where one is', () => {
    const current = { deviceNo: '0912345678' } as AutoPaymentRow;
    expect(checkAutoPaymentAction('add', undefined)).toEqual({ ok: true, value: undefined });
    expect(checkAutoPaymentAction('add', current)).toEqual({
      ok: false,
      message: MESSAGES.alreadySet,
    });
    expect(checkAutoPaymentAction('edit', current)).toEqual({ ok: true, value: current });
    expect(checkAutoPaymentAction('edit', undefined)).toEqual({
      ok: false,
      message: MESSAGES.notSet,
    });
  });
});

describe('usage alert settings', () => {
  const alert = {
    dataAlert: true,
    dataThreshold: 90,
    amountAlert: false,
    amountLimit: 2000,
    notifyBy: 'email',
    email: ' wang@example.com ',
  };

  it('accepts a valid setting, the address trimmed', () => {
    expect(checkAlertSetting(alert)).toEqual({
      ok: true,
      value: { ...alert, email: 'wang@example.com' },
    });
  });

  it('drops the address of SMS alerts that carry a bad one', () => {
    expect(checkAlertSetting({ ...alert, notifyBy: 'sms', email: 'nope' })).toMatchObject({
      ok: true,
      value: { notifyBy: 'sms', email: '' },
    });
  });

  it.each([
    ['a threshold off the list', { dataThreshold: 70 }],
    ['an amount below NT$100', { amountLimit: 99 }],
    ['an amount above NT$50,000', { amountLimit: 50_001 }],
    ['e-mail alerts without an address', { email: '' }],
    ['an unknown channel', { notifyBy: 'fax' }],
  ])('refuses %s', (_case, change) => {
    expect(checkAlertSetting({ ...alert, ...change })).toEqual({
      ok: false,
      message: MESSAGES.badAlert,
    });
  });
});

describe('carrier billing', () => {
  const person = { isCompanyTaxId: false };
  const oldMobile = { deviceType: 'mobile', activatedOn: '2020-01-01' } as const;
  const newMobile = { deviceType: 'mobile', activatedOn: '2026-02-01' } as const;

  it('offers every step to an older number, at most NT$1,000 to a young one', () => {
    expect(carrierBillingQuotaOf(person, oldMobile, { quota: 2000, used: 350 }, NOW)).toEqual({
      ok: true,
      value: {
        quota: 2000,
        used: 350,
        steps: [0, 300, 500, 1000, 2000, 3000, 5000],
        maxQuota: 5000,
      },
    });
    expect(carrierBillingQuotaOf(person, newMobile, undefined, NOW)).toEqual({
      ok: true,
      value: { quota: 0, used: 0, steps: [0, 300, 500, 1000], maxQuota: 1000 },
    });
  });

  it('is for mobile numbers of individuals only', () => {
    const fixedLine = { deviceType: 'fixedline', activatedOn: '2020-01-01' } as const;
    expect(carrierBillingQuotaOf(person, fixedLine, undefined, NOW)).toEqual({
      ok: false,
      message: MESSAGES.dcbNotMobile,
    });
    expect(carrierBillingQuotaOf({ isCompanyTaxId: true }, oldMobile, undefined, NOW)).toEqual({
      ok: false,
      message: MESSAGES.dcbEnterprise,
    });
  });

  it('takes a new limit from the steps, within the maximum and not below the use', () => {
    const current = { quota: 1000, used: 350, steps: [0, 300, 500, 1000], maxQuota: 1000 };
    expect(checkQuotaChange(current, 500)).toEqual({ ok: true, value: 500 });
    expect(checkQuotaChange(current, 0)).toEqual({ ok: true, value: 0 });
    expect(checkQuotaChange(current, 400)).toEqual({ ok: false, message: MESSAGES.quotaStep });
    expect(checkQuotaChange(current, '500')).toEqual({ ok: false, message: MESSAGES.quotaStep });
    expect(checkQuotaChange(current, 2000)).toEqual({
      ok: false,
      message: MESSAGES.quotaOverMax,
    });
    expect(checkQuotaChange(current, 300)).toEqual({
      ok: false,
      message: MESSAGES.quotaBelowUsed,
    });
  });
});

describe('billing addresses', () => {
  it('accepts an address that starts with the city and district of its postal code', () => {
    expect(
      checkAddressChange({
        zip: '100',
        address: '臺北市中正區重慶南路一段 1 號',
        addressType: 'bill',
      }),
    ).toEqual({
      ok: true,
      value: { zip: '100', address: '臺北市中正區重慶南路一段 1 號', addressType: 'bill' },
    });
  });

  it.each([
    ['an unknown address type', { addressType: 'home' }, MESSAGES.badRequest],
    ['a malformed postal code', { zip: '1000' }, MESSAGES.badAddress],
    ['an empty address', { address: '  ' }, MESSAGES.badAddress],
    ['another district', { address: '臺北市大同區重慶北路一段 1 號' }, MESSAGES.addressMismatch],
  ])('refuses %s', (_case, change, message) => {
    const body = { zip: '100', address: '臺北市中正區重慶南路一段 1 號', addressType: 'contact' };
    expect(checkAddressChange({ ...body, ...change })).toEqual({ ok: false, message });
  });
});
