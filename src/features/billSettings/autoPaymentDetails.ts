import type { SavedBankCode } from '../../lib/savedPaymentLists';
import {
  withBankAccount,
  withCreditCard,
  withEmail,
  type SavedPaymentLists,
} from '../../lib/savedPaymentLists';
import {
  cardSchemeOf,
  validateBankAccount,
  validateBankCode,
  validateCardExpiry,
  validateCardNumber,
  validateEmail,
  validatePid,
  type Validation,
} from '../../lib/validators';
import type { PaymentValues } from './PaymentMethodFields';

/**
 * The validation of each field of the chosen method, and what is sent (null while a field is
 * wrong).
 */
export function readAutoPayment(values: PaymentValues, now: Date) {
  const holderId = validatePid(values.holderId);
  const email = validateEmail(values.email);
  const common = holderId.ok && email.ok ? { holderId: holderId.value, email: email.value } : null;
  if (values.method === 'bank') {
    const bankCode = validateBankCode(values.bankCode);
    const bankAccount = validateBankAccount(values.bankAccount);
    const details =
      bankCode.ok && bankAccount.ok && common
        ? { ...common, bankCode: bankCode.value, bankAccount: bankAccount.value }
        : null;
    const results: Record<string, Validation<unknown>> = { bankCode, bankAccount, holderId, email };
    return { results, details };
  }
  const cardNo = validateCardNumber(values.cardNo);
  const expiry = validateCardExpiry(values.expiry, now);
  const details =
    cardNo.ok && expiry.ok && common
      ? {
          ...common,
          cardNo: cardNo.value,
          cardType: cardSchemeOf(cardNo.value),
          mmyy: expiry.value,
        }
      : null;
  const results: Record<string, Validation<unknown>> = { cardNo, expiry, holderId, email };
  return { results, details };
}

export type AutoPaymentDetails = NonNullable<ReturnType<typeof readAutoPayment>['details']>;

/** The saved lists with this e-mail and account (a card by its last four digits only). */
export function rememberAutoPayment(
  lists: SavedPaymentLists,
  details: AutoPaymentDetails,
  bankCodes: readonly Pick<SavedBankCode, 'BankCode' | 'BankName'>[],
): SavedPaymentLists {
  const next = withEmail(lists, details.email);
  if ('bankCode' in details) {
    const bankName =
      bankCodes.find((item) => item.BankCode === details.bankCode)?.BankName ?? details.bankCode;
    return withBankAccount(next, {
      bankCode: details.bankCode,
      bankAccount: details.bankAccount,
      bankName,
    });
  }
  return withCreditCard(next, {
    cardType: details.cardType ?? '',
    cardNo: details.cardNo,
    mmyy: details.mmyy,
  });
}
