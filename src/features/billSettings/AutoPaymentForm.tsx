import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CheckboxField, RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { readAutoPayment, rememberAutoPayment } from './autoPaymentDetails';
import { asApiError, useSaveAutoPaymentMutation } from './billSettingsApi';
import {
  BankFields,
  CardFields,
  SavedChoice,
  type Method,
  type PaymentValues,
} from './PaymentMethodFields';
import { useBankCatalogue, useSavedLists } from './useSavedLists';

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
  const message = useValidationMessage();
  const { lists, update } = useSavedLists();
  const { bankCodes, feeFreeNames } = useBankCatalogue(update, lists);
  const [save] = useSaveAutoPaymentMutation();
  const form = useForm<PaymentValues>(
    {
      method: props.initialMethod,
      bankCode: '',
      bankAccount: '',
      cardNo: '',
      expiry: '',
      holderId: '',
      email: lists.emails[0]?.email ?? '',
      remember: true,
    },
    {
      labels: {
        bankCode: t('autoPayment.form.bankCode'),
        bankAccount: t('autoPayment.form.bankAccount'),
        cardNo: t('autoPayment.form.cardNo'),
        expiry: t('autoPayment.form.expiry'),
        holderId: t('autoPayment.form.holderId'),
        email: t('autoPayment.form.email'),
      },
    },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form replaces the list: keyboard and screen-reader users start at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function submit(values: PaymentValues) {
    const { results, details } = readAutoPayment(values, new Date());
    const errors = Object.fromEntries(
      Object.entries(results).map(([name, result]) => [name, message(result)]),
    );
    if (!form.check(errors) || !details) return;
    const { holderId, email, ...method } = details;
    const payload = { deviceNo, type: values.method, holderId, email, ...method };
    const result = await save({ mode, payload });
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    if (values.remember) update((current) => rememberAutoPayment(current, details, bankCodes));
    onDone();
  }

  const heading = t(mode === 'add' ? 'autoPayment.form.addTitle' : 'autoPayment.form.editTitle', {
    number: numberLabel,
  });
  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('autoPayment.form.submit')}
      actions={
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          {t('action.cancel')}
        </Button>
      }
      heading={
        <h2 className="bs-section-title" tabIndex={-1} ref={headingRef}>
          {heading}
        </h2>
      }
      className="card form form--wide bs-form"
      aria-label={heading}
    >
      <RadioGroup
        label={t('autoPayment.form.method')}
        name="method"
        options={(['creditCard', 'bank'] as const).map((option) => ({
          value: option,
          label: t(`autoPayment.type.${option}`),
        }))}
        {...form.field('method')}
      />
      {form.values.method === 'bank' ? (
        <BankFields form={form} saved={lists.bankAccounts} feeFreeNames={feeFreeNames} />
      ) : (
        <CardFields form={form} saved={lists.creditCards} />
      )}
      <TextField
        label={t('autoPayment.form.holderId')}
        hint={t('autoPayment.form.holderIdHint')}
        autoComplete="off"
        {...form.field('holderId')}
      />
      {lists.emails.length > 1 ? (
        <SavedChoice
          label={t('autoPayment.form.savedEmail')}
          items={lists.emails}
          text={(item) => item.text}
          onPick={(item) => {
            form.setValue('email', item.email);
          }}
        />
      ) : null}
      <TextField
        label={t('autoPayment.form.email')}
        hint={t('autoPayment.form.emailHint')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <CheckboxField label={t('autoPayment.form.remember')} {...form.field('remember')} />
    </Form>
  );
}
