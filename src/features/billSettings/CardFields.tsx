import { useTranslation } from 'react-i18next';
import type { SavedCreditCard } from '../../lib/savedPaymentLists';
import { SelectField, TextField } from './Field';

export interface CardValues {
  cardNo: string;
  expiry: string;
}

interface CardFieldsProps {
  values: CardValues;
  onChange: (values: CardValues) => void;
  saved: readonly SavedCreditCard[];
  errors: Partial<Record<keyof CardValues, string>>;
}

/** `MMYY` as typed: `MM/YY`. */
export function expiryText(mmyy: string): string {
  return mmyy.length === 4 ? `${mmyy.slice(0, 2)}/${mmyy.slice(2)}` : mmyy;
}

/**
 * Credit card: number and expiry. A saved card fills in its expiry only: the device keeps its
 * last four digits, so the full number is typed again.
 */
export function CardFields({ values, onChange, saved, errors }: CardFieldsProps) {
  const { t } = useTranslation('billSettings');
  return (
    <>
      {saved.length > 0 ? (
        <SelectField
          label={t('autoPayment.form.savedCard')}
          hint={t('autoPayment.form.savedCardHint')}
          value=""
          onChange={(event) => {
            const card = saved[Number(event.target.value)];
            if (card) onChange({ ...values, expiry: expiryText(card.mmyy) });
          }}
        >
          <option value="">{t('autoPayment.form.choose')}</option>
          {saved.map((card, index) => (
            <option key={card.cardNo} value={index}>
              {card.text}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={t('autoPayment.form.cardNo')}
        hint={t('autoPayment.form.cardNoHint')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        data-field="cardNo"
        value={values.cardNo}
        error={errors.cardNo}
        onChange={(event) => {
          onChange({ ...values, cardNo: event.target.value });
        }}
      />
      <TextField
        label={t('autoPayment.form.expiry')}
        hint={t('autoPayment.form.expiryHint')}
        inputMode="numeric"
        autoComplete="cc-exp"
        maxLength={5}
        data-field="expiry"
        value={values.expiry}
        error={errors.expiry}
        onChange={(event) => {
          onChange({ ...values, expiry: event.target.value });
        }}
      />
    </>
  );
}
