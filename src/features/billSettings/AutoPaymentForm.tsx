import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import {
  withBankAccount,
  withBankCatalogue,
  withCreditCard,
  withEmail,
} from '../../lib/savedPaymentLists';
import {
  cardSchemeOf,
  validateBankAccount,
  validateBankCode,
  validateCardExpiry,
  validateCardNumber,
  validateEmail,
  validatePid,
} from '../../lib/validators';
import { BankFields, type BankValues } from './BankFields';
import { asApiError, useGetBankInfoQuery, useSaveAutoPaymentMutation } from './billSettingsApi';
import { CardFields, type CardValues } from './CardFields';
import { SelectField, TextField } from './Field';
import { FormAlert } from './FormAlert';
import { useFieldErrors } from './useFieldErrors';
import { useSavedLists } from './useSavedLists';

type Method = 'bank' | 'creditCard';
type FieldName = 'bankCode' | 'bankAccount' | 'cardNo' | 'expiry' | 'holderId' | 'email';

interface AutoPaymentFormProps {
  deviceNo: string;
  numberLabel: string;
  mode: 'add' | 'edit';
  initialMethod: Method;
  onDone: () => void;
  onCancel: () => void;
}

/** Sets up or changes one number's automatic payment, by bank account or credit card. */
export function AutoPaymentForm(props: AutoPaymentFormProps) {
  const { deviceNo, numberLabel, mode, onDone, onCancel } = props;
  const { t } = useTranslation('billSettings');
  const { lists, update } = useSavedLists();
  const banks = useGetBankInfoQuery(undefined);
  const [save, saving] = useSaveAutoPaymentMutation();
  const { errors, check } = useFieldErrors<FieldName>();
  const [method, setMethod] = useState<Method>(props.initialMethod);
  const [bank, setBank] = useState<BankValues>({ bankCode: '', bankAccount: '' });
  const [card, setCard] = useState<CardValues>({ cardNo: '', expiry: '' });
  const [holderId, setHolderId] = useState('');
  const [email, setEmail] = useState(lists.emails[0]?.email ?? '');
  const [remember, setRemember] = useState(true);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form replaces the list: keyboard and screen-reader users start at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The bank list is saved for reuse (bank codes, fee-free banks: spec 01 §3).
  useEffect(() => {
    if (banks.data) {
      const { banks: codes, feeFreeBanks } = banks.data;
      update((current) => withBankCatalogue(current, codes, feeFreeBanks));
    }
  }, [banks.data, update]);

  const bankCodes = banks.data?.banks ?? lists.bankCodes;
  const feeFree = banks.data?.feeFreeBanks ?? lists.feeFreeBanks;
  const feeFreeNames = bankCodes
    .filter((item) => feeFree.includes(item.BankCode))
    .map((item) => item.BankName);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (saving.isLoading) return;
    const common = { holderId: validatePid(holderId), email: validateEmail(email) };
    const values =
      method === 'bank'
        ? check({
            bankCode: validateBankCode(bank.bankCode),
            bankAccount: validateBankAccount(bank.bankAccount),
            ...common,
          })
        : check({
            cardNo: validateCardNumber(card.cardNo),
            expiry: validateCardExpiry(card.expiry, new Date()),
            ...common,
          });
    if (!values) return;
    const details =
      'bankCode' in values
        ? { bankCode: values.bankCode, bankAccount: values.bankAccount }
        : { cardNo: values.cardNo, cardType: cardSchemeOf(values.cardNo), mmyy: values.expiry };
    const payload = {
      deviceNo,
      type: method,
      holderId: values.holderId,
      email: values.email,
      ...details,
    };
    const result = await save({ mode, payload });
    if ('error' in result) return;
    if (remember) {
      update((current) => {
        let next = withEmail(current, values.email);
        if ('bankCode' in values) {
          const bankName =
            bankCodes.find((item) => item.BankCode === values.bankCode)?.BankName ??
            values.bankCode;
          next = withBankAccount(next, {
            bankCode: values.bankCode,
            bankAccount: values.bankAccount,
            bankName,
          });
        } else {
          next = withCreditCard(next, {
            cardType: cardSchemeOf(values.cardNo) ?? '',
            cardNo: values.cardNo,
            mmyy: values.expiry,
          });
        }
        return next;
      });
    }
    onDone();
  }

  const heading = t(mode === 'add' ? 'autoPayment.form.addTitle' : 'autoPayment.form.editTitle', {
    number: numberLabel,
  });
  return (
    <form
      className="card bs-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={heading}
    >
      <h2 className="bs-section-title" tabIndex={-1} ref={headingRef}>
        {heading}
      </h2>
      <fieldset className="bs-choice">
        <legend>{t('autoPayment.form.method')}</legend>
        {(['creditCard', 'bank'] as const).map((option) => (
          <label key={option} className="bs-choice__option">
            <input
              type="radio"
              name="method"
              value={option}
              checked={method === option}
              onChange={() => {
                setMethod(option);
              }}
            />
            {t(`autoPayment.type.${option}`)}
          </label>
        ))}
      </fieldset>
      {method === 'bank' ? (
        <BankFields
          values={bank}
          onChange={setBank}
          saved={lists.bankAccounts}
          feeFreeNames={feeFreeNames}
          errors={errors}
        />
      ) : (
        <CardFields values={card} onChange={setCard} saved={lists.creditCards} errors={errors} />
      )}
      <TextField
        label={t('autoPayment.form.holderId')}
        hint={t('autoPayment.form.holderIdHint')}
        autoComplete="off"
        data-field="holderId"
        value={holderId}
        error={errors.holderId}
        onChange={(event) => {
          setHolderId(event.target.value);
        }}
      />
      {lists.emails.length > 1 ? (
        <SelectField
          label={t('autoPayment.form.savedEmail')}
          value=""
          onChange={(event) => {
            if (event.target.value) setEmail(event.target.value);
          }}
        >
          <option value="">{t('autoPayment.form.choose')}</option>
          {lists.emails.map((item) => (
            <option key={item.email} value={item.email}>
              {item.text}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextField
        label={t('autoPayment.form.email')}
        hint={t('autoPayment.form.emailHint')}
        type="email"
        autoComplete="email"
        data-field="email"
        value={email}
        error={errors.email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <label className="bs-check">
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        {t('autoPayment.form.remember')}
      </label>
      {saving.error ? <FormAlert error={asApiError(saving.error)} /> : null}
      <div className="bs-actions">
        <Button type="submit" busy={saving.isLoading}>
          {t('autoPayment.form.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving.isLoading}>
          {t('action.cancel')}
        </Button>
      </div>
    </form>
  );
}
