import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/form/Field';
import { FormAlert } from '../../components/form/FormAlert';
import type { Form } from '../../components/form/useForm';
import { maskBankAccount } from '../../lib/mask';
import type { SavedBankAccount, SavedCreditCard } from '../../lib/savedPaymentLists';
import { asApiError, useQueryBankInfoMutation } from './billSettingsApi';

export type Method = 'bank' | 'creditCard';

export interface PaymentValues {
  method: Method;
  bankCode: string;
  bankAccount: string;
  cardNo: string;
  expiry: string;
  holderId: string;
  email: string;
  remember: boolean;
}

/** `MMYY` as typed: `MM/YY`. */
export function expiryText(mmyy: string): string {
  return mmyy.length === 4 ? `${mmyy.slice(0, 2)}/${mmyy.slice(2)}` : mmyy;
}

/** A select of saved entries that fills the form in; it stays on "Choose…". */
export function SavedChoice<Item>(props: {
  label: string;
  hint?: string;
  items: readonly Item[];
  text: (item: Item) => string;
  onPick: (item: Item) => void;
}) {
  const { t } = useTranslation('billSettings');
  if (props.items.length === 0) return null;
  return (
    <SelectField
      label={props.label}
      hint={props.hint}
      placeholder={t('autoPayment.form.choose')}
      value=""
      options={props.items.map((item, index) => ({
        value: String(index),
        label: props.text(item),
      }))}
      onChange={(index) => {
        const item = props.items[Number(index)];
        if (item !== undefined) props.onPick(item);
      }}
    />
  );
}

/** Bank debit: a saved account, or a bank code (looked up by QueryBankInfo) and account number. */
export function BankFields(props: {
  form: Form<PaymentValues>;
  saved: readonly SavedBankAccount[];
  feeFreeNames: readonly string[];
}) {
  const { form, saved, feeFreeNames } = props;
  const { t } = useTranslation('billSettings');
  const [lookUp, lookup] = useQueryBankInfoMutation();
  const bankCode = form.values.bankCode.trim();
  const found = lookup.data?.BankCode === form.values.bankCode ? lookup.data : undefined;
  const lookupError = lookup.error && lookup.originalArgs?.bankCode === bankCode;

  return (
    <>
      <SavedChoice
        label={t('autoPayment.form.savedAccount')}
        items={saved}
        text={(account) => `${account.bankName} ${maskBankAccount(account.bankAccount)}`}
        onPick={(account) => {
          form.setValues({ bankCode: account.bankCode, bankAccount: account.bankAccount });
        }}
      />
      <div className="bs-inline">
        <TextField
          label={t('autoPayment.form.bankCode')}
          hint={t('autoPayment.form.bankCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          {...form.field('bankCode')}
        />
        <Button
          variant="secondary"
          busy={lookup.isLoading}
          disabled={!/^\d{3}$/.test(bankCode)}
          onClick={() => void lookUp({ bankCode })}
        >
          {t('autoPayment.form.lookUp')}
        </Button>
      </div>
      <div aria-live="polite">
        {found ? (
          <p className="bs-note">
            {t(found.feeFree ? 'autoPayment.form.bankFoundFree' : 'autoPayment.form.bankFound', {
              name: found.BankName,
            })}
          </p>
        ) : null}
        <FormAlert error={lookupError ? asApiError(lookup.error) : null} />
      </div>
      {feeFreeNames.length > 0 ? (
        <p className="bs-note">
          {t('autoPayment.form.feeFree', { banks: feeFreeNames.join('、') })}
        </p>
      ) : null}
      <TextField
        label={t('autoPayment.form.bankAccount')}
        hint={t('autoPayment.form.bankAccountHint')}
        inputMode="numeric"
        autoComplete="off"
        {...form.field('bankAccount')}
      />
    </>
  );
}

/**
 * Credit card: number and expiry. A saved card fills in its expiry only: the device keeps its
 * last four digits, so the full number is typed again.
 */
export function CardFields({
  form,
  saved,
}: {
  form: Form<PaymentValues>;
  saved: readonly SavedCreditCard[];
}) {
  const { t } = useTranslation('billSettings');
  return (
    <>
      <SavedChoice
        label={t('autoPayment.form.savedCard')}
        hint={t('autoPayment.form.savedCardHint')}
        items={saved}
        text={(card) => card.text}
        onPick={(card) => {
          form.setValue('expiry', expiryText(card.mmyy));
        }}
      />
      <TextField
        label={t('autoPayment.form.cardNo')}
        hint={t('autoPayment.form.cardNoHint')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...form.field('cardNo')}
      />
      <TextField
        label={t('autoPayment.form.expiry')}
        hint={t('autoPayment.form.expiryHint')}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
        {...form.field('expiry')}
      />
    </>
  );
}
