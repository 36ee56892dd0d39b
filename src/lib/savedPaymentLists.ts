import { maskBankAccount, maskCardNumber } from './mask';
import { arrayOf, INVALID, shape, stringOf, type Reader } from './safeJson';
import { defaultStorage, readSecure, removeSecure, writeSecure } from './secureStorage';

/**
 * The locally saved lists that automatic payment offers for reuse (spec 01 §3): e-mails, bank
 * accounts, credit cards, bank codes and fee-free banks. AES-encrypted like all local storage
 * (obfuscation, not secrecy), kept for one member (`owner`), a few entries per list, and removed
 * at logout. A credit card is saved with its last four digits only (never the full number); a
 * bank account is saved whole so that it can be used again, and shown masked.
 */
export const SAVED_PAYMENT_LISTS_KEY = 'SavedPaymentLists';
export const MAX_SAVED_ENTRIES = 5;
const MAX_CHARS = 20_000;

export interface SavedEmail {
  email: string;
  text: string;
}
export interface SavedBankAccount {
  bankCode: string;
  bankAccount: string;
  bankName: string;
  text: string;
}
export interface SavedCreditCard {
  cardType: string;
  /** Masked: `**** **** **** 1234`. */
  cardNo: string;
  mmyy: string;
  text: string;
}
export interface SavedBankCode {
  BankCode: string;
  FullBankCode: string;
  BankName: string;
}
export interface SavedPaymentLists {
  owner: string;
  emails: SavedEmail[];
  bankAccounts: SavedBankAccount[];
  creditCards: SavedCreditCard[];
  bankCodes: SavedBankCode[];
  feeFreeBanks: string[];
}

const text = stringOf(200);
const listOf = <T>(reader: Reader<T>) => arrayOf(reader, 200);

const readLists: Reader<SavedPaymentLists> = shape<SavedPaymentLists>({
  owner: text,
  emails: listOf(shape<SavedEmail>({ email: text, text })),
  bankAccounts: listOf(
    shape<SavedBankAccount>({ bankCode: text, bankAccount: text, bankName: text, text }),
  ),
  creditCards: listOf(
    shape<SavedCreditCard>({
      cardType: text,
      // A stored card number with more than four digits showing was not written by the portal.
      cardNo: (value) =>
        typeof value === 'string' && (value.match(/\d/g) ?? []).length <= 4 ? value : INVALID,
      mmyy: text,
      text,
    }),
  ),
  bankCodes: listOf(shape<SavedBankCode>({ BankCode: text, FullBankCode: text, BankName: text })),
  feeFreeBanks: listOf(text),
});

export function emptySavedLists(owner: string): SavedPaymentLists {
  return { owner, emails: [], bankAccounts: [], creditCards: [], bankCodes: [], feeFreeBanks: [] };
}

/** The lists of this owner; another owner's lists (or none, or unreadable ones) read as empty. */
export function readSavedPaymentLists(
  owner: string,
  passphrase: string,
  storage: Storage = defaultStorage(),
): SavedPaymentLists {
  const read = readSecure(storage, SAVED_PAYMENT_LISTS_KEY, readLists, {
    passphrase,
    maxChars: MAX_CHARS,
  });
  return read?.value.owner === owner ? read.value : emptySavedLists(owner);
}

export function writeSavedPaymentLists(
  lists: SavedPaymentLists,
  passphrase: string,
  storage: Storage = defaultStorage(),
): void {
  writeSecure(storage, SAVED_PAYMENT_LISTS_KEY, JSON.stringify(lists), {
    passphrase,
    maxChars: MAX_CHARS,
  });
}

export function forgetSavedPaymentLists(storage: Storage = defaultStorage()): void {
  removeSecure(storage, SAVED_PAYMENT_LISTS_KEY);
}

/** Puts an entry first, drops an earlier equal one and keeps at most MAX_SAVED_ENTRIES. */
function remember<T>(list: readonly T[], entry: T, same: (left: T, right: T) => boolean): T[] {
  return [entry, ...list.filter((item) => !same(item, entry))].slice(0, MAX_SAVED_ENTRIES);
}

export function withEmail(lists: SavedPaymentLists, email: string): SavedPaymentLists {
  return {
    ...lists,
    emails: remember(lists.emails, { email, text: email }, (a, b) => a.email === b.email),
  };
}

export function withBankAccount(
  lists: SavedPaymentLists,
  account: Omit<SavedBankAccount, 'text'>,
): SavedPaymentLists {
  const entry = { ...account, text: `${account.bankName} ${maskBankAccount(account.bankAccount)}` };
  return {
    ...lists,
    bankAccounts: remember(
      lists.bankAccounts,
      entry,
      (a, b) => a.bankCode === b.bankCode && a.bankAccount === b.bankAccount,
    ),
  };
}

/** Saves a card by its scheme, masked number and expiry: the full number never reaches storage. */
export function withCreditCard(
  lists: SavedPaymentLists,
  card: { cardType: string; cardNo: string; mmyy: string },
): SavedPaymentLists {
  const cardNo = maskCardNumber(card.cardNo);
  const entry = {
    cardType: card.cardType,
    cardNo,
    mmyy: card.mmyy,
    text: `${card.cardType} ${cardNo}`,
  };
  return {
    ...lists,
    creditCards: remember(lists.creditCards, entry, (a, b) => a.cardNo === b.cardNo),
  };
}

export function withBankCatalogue(
  lists: SavedPaymentLists,
  bankCodes: readonly SavedBankCode[],
  feeFreeBanks: readonly string[],
): SavedPaymentLists {
  return {
    ...lists,
    bankCodes: bankCodes.slice(0, 200).map(({ BankCode, FullBankCode, BankName }) => ({
      BankCode,
      FullBankCode,
      BankName,
    })),
    feeFreeBanks: feeFreeBanks.slice(0, 200),
  };
}
