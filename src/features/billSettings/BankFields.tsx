import { useTranslation } from 'react-i18next';
import { maskBankAccount } from '../../lib/mask';
import type { SavedBankAccount } from '../../lib/savedPaymentLists';
import { Button } from '../../components/Button';
import { asApiError, useQueryBankInfoMutation } from './billSettingsApi';
import { SelectField, TextField } from './Field';
import { FormAlert } from './FormAlert';

export interface BankValues {
  bankCode: string;
  bankAccount: string;
}

interface BankFieldsProps {
  values: BankValues;
  onChange: (values: BankValues) => void;
  saved: readonly SavedBankAccount[];
  feeFreeNames: readonly string[];
  errors: Partial<Record<keyof BankValues, string>>;
}

/** Bank debit: a saved account, or a bank code (looked up by QueryBankInfo) and account number. */
export function BankFields({ values, onChange, saved, feeFreeNames, errors }: BankFieldsProps) {
  const { t } = useTranslation('billSettings');
  const [lookUp, lookup] = useQueryBankInfoMutation();
  const found = lookup.data?.BankCode === values.bankCode ? lookup.data : undefined;

  return (
    <>
      {saved.length > 0 ? (
        <SelectField
          label={t('autoPayment.form.savedAccount')}
          value=""
          onChange={(event) => {
            const account = saved[Number(event.target.value)];
            if (account) onChange({ bankCode: account.bankCode, bankAccount: account.bankAccount });
          }}
        >
          <option value="">{t('autoPayment.form.choose')}</option>
          {saved.map((account, index) => (
            <option key={`${account.bankCode}-${account.bankAccount}`} value={index}>
              {`${account.bankName} ${maskBankAccount(account.bankAccount)}`}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="bs-inline">
        <TextField
          label={t('autoPayment.form.bankCode')}
          hint={t('autoPayment.form.bankCodeHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          data-field="bankCode"
          value={values.bankCode}
          error={errors.bankCode}
          onChange={(event) => {
            onChange({ ...values, bankCode: event.target.value });
          }}
        />
        <Button
          variant="secondary"
          busy={lookup.isLoading}
          disabled={!/^\d{3}$/.test(values.bankCode.trim())}
          onClick={() => void lookUp({ bankCode: values.bankCode.trim() })}
        >
          {t('autoPayment.form.lookUp')}
        </Button>
      </div>
      <div aria-live="polite">
        {found ? (
          <p className="bs-note">
            {found.feeFree
              ? t('autoPayment.form.bankFoundFree', { name: found.BankName })
              : t('autoPayment.form.bankFound', { name: found.BankName })}
          </p>
        ) : null}
        {lookup.error && lookup.originalArgs?.bankCode === values.bankCode.trim() ? (
          <FormAlert error={asApiError(lookup.error)} />
        ) : null}
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
        data-field="bankAccount"
        value={values.bankAccount}
        error={errors.bankAccount}
        onChange={(event) => {
          onChange({ ...values, bankAccount: event.target.value });
        }}
      />
    </>
  );
}
