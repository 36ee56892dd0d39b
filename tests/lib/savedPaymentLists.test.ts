import { describe, expect, it } from 'vitest';
import { encryptText } from '../../src/lib/aes';
import { maskBankAccount, maskCardNumber } from '../../src/lib/mask';
import {
  emptySavedLists,
  forgetSavedPaymentLists,
  MAX_SAVED_ENTRIES,
  readSavedPaymentLists,
  SAVED_PAYMENT_LISTS_KEY,
  withBankAccount,
  withBankCatalogue,
  withCreditCard,
  withEmail,
  writeSavedPaymentLists,
} from '../../src/lib/savedPaymentLists';
import { createMemoryStorage } from '../../src/lib/secureStorage';

const PASSPHRASE = 'test-passphrase';

describe('masks of payment numbers', () => {
  it('shows only the last four digits of a card, in groups', () => {
    expect(maskCardNumber('4111 1111 1111 1234')).toBe('**** **** **** 1234');
    expect(maskCardNumber('1234567')).toBe('****' + ' ***');
    expect(maskCardNumber(42)).toBe('');
  });

  it('shows only the last four characters of a bank account', () => {
    expect(maskBankAccount('0012-3456-7890')).toBe('********7890');
    expect(maskBankAccount('1234567')).toBe('*******');
  });
});

describe('saved payment lists', () => {
  it('stores encrypted and reads back for the same member only', () => {
    const storage = createMemoryStorage();
    let lists = withEmail(emptySavedLists('M1'), 'me@example.com');
    lists = withBankAccount(lists, {
      bankCode: '004',
      bankAccount: '001234567890',
      bankName: '臺灣示範銀行',
    });
    writeSavedPaymentLists(lists, PASSPHRASE, storage);
    const raw = storage.getItem(SAVED_PAYMENT_LISTS_KEY) ?? '';
    expect(raw).not.toContain('me@example.com');
    expect(raw).not.toContain('001234567890');
    expect(readSavedPaymentLists('M1', PASSPHRASE, storage)).toEqual(lists);
    expect(readSavedPaymentLists('M2', PASSPHRASE, storage)).toEqual(emptySavedLists('M2'));
    expect(lists.bankAccounts[0]?.text).toBe('臺灣示範銀行 ********7890');
  });

  it('never keeps a full card number', () => {
    const storage = createMemoryStorage();
    const lists = withCreditCard(emptySavedLists('M1'), {
      cardType: 'VISA',
      cardNo: '4111111111111111',
      mmyy: '1230',
    });
    writeSavedPaymentLists(lists, PASSPHRASE, storage);
    const read = readSavedPaymentLists('M1', PASSPHRASE, storage);
    expect(read.creditCards).toEqual([
      {
        cardType: 'VISA',
        cardNo: '**** **** **** 1111',
        mmyy: '1230',
        text: 'VISA **** **** **** 1111',
      },
    ]);
    expect(JSON.stringify(read)).not.toContain('4111111111111111');
  });

  it('treats a stored full card number as tampering and reads empty', () => {
    const storage = createMemoryStorage();
    const tampered = {
      ...emptySavedLists('M1'),
      creditCards: [{ cardType: 'VISA', cardNo: '4111111111111111', mmyy: '1230', text: '' }],
    };
    storage.setItem(SAVED_PAYMENT_LISTS_KEY, encryptText(JSON.stringify(tampered), PASSPHRASE));
    expect(readSavedPaymentLists('M1', PASSPHRASE, storage)).toEqual(emptySavedLists('M1'));
    expect(storage.getItem(SAVED_PAYMENT_LISTS_KEY)).toBeNull();
  });

  it('keeps the latest few entries without duplicates, and the bank catalogue', () => {
    let lists = emptySavedLists('M1');
    for (let index = 0; index < 8; index += 1)
      lists = withEmail(lists, `user${String(index)}@example.com`);
    lists = withEmail(lists, 'user5@example.com');
    expect(lists.emails).toHaveLength(MAX_SAVED_ENTRIES);
    expect(lists.emails[0]?.email).toBe('user5@example.com');
    expect(new Set(lists.emails.map((entry) => entry.email)).size).toBe(MAX_SAVED_ENTRIES);
    lists = withBankCatalogue(
      lists,
      [{ BankCode: '004', FullBankCode: '0040037', BankName: 'A' }],
      ['004'],
    );
    expect(lists.bankCodes).toHaveLength(1);
    expect(lists.feeFreeBanks).toEqual(['004']);
  });

  it('is forgotten', () => {
    const storage = createMemoryStorage();
    writeSavedPaymentLists(withEmail(emptySavedLists('M1'), 'a@example.com'), PASSPHRASE, storage);
    forgetSavedPaymentLists(storage);
    expect(storage.getItem(SAVED_PAYMENT_LISTS_KEY)).toBeNull();
  });
});
