import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { EcsEnquiry, EcsSellableProduct } from '../../api/types/ecs';
import { SelectField, TextField } from '../../components/form/Field';
import { TextAreaField } from '../../components/form/TextAreaField';
import { Form } from '../../components/form/Form';
import { useForm, type Form as FormState } from '../../components/form/useForm';
import { useRefusal } from '../../components/useRefusal';
import { href, paths } from '../../config/paths';
import { useSendEcsEnquiryMutation } from './ecsApi';
import { ENQUIRY_MESSAGE_MAX, enquiryTextProblem, quantityProblem } from './formRules';

export interface EnquiryValues {
  productId: string;
  quantity: string;
  message: string;
}

/** The enquiry's form state; the product list's "Enquire" buttons choose its product. */
export function useEnquiryForm(): FormState<EnquiryValues> {
  const { t } = useTranslation('enterprise');
  return useForm<EnquiryValues>(
    { productId: '', quantity: '1', message: '' },
    {
      labels: {
        productId: t('enquiry.product'),
        quantity: t('enquiry.quantity'),
        message: t('enquiry.message'),
      },
    },
  );
}

/** An enquiry about one product (any user may send one): quantity and what the company needs. */
export function EnquiryForm({
  form,
  products,
  sent,
  onSent,
}: {
  form: FormState<EnquiryValues>;
  products: readonly EcsSellableProduct[];
  sent: EcsEnquiry | null;
  onSent: (enquiry: EcsEnquiry) => void;
}) {
  const { t } = useTranslation('enterprise');
  const refusal = useRefusal('enterprise');
  const [sendEnquiry] = useSendEcsEnquiryMutation();

  async function submit(values: EnquiryValues) {
    const quantity = quantityProblem(values.quantity);
    const text = enquiryTextProblem(values.message);
    const valid = form.check({
      productId: values.productId === '' ? t('enquiry.errors.product') : undefined,
      quantity: quantity ? t(`enquiry.errors.quantity.${quantity}`) : undefined,
      message: text ? t(`enquiry.errors.message.${text}`, { max: ENQUIRY_MESSAGE_MAX }) : undefined,
    });
    if (!valid) return;
    const result = await sendEnquiry({
      productId: values.productId,
      quantity: Number(values.quantity.trim()),
      message: values.message.trim(),
    });
    if ('error' in result) {
      form.fail(refusal.of(result.error));
      return;
    }
    form.setValue('message', '');
    onSent(result.data);
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={form.busy ? t('enquiry.sending') : t('enquiry.send')}
      title={t('enquiry.title')}
      stack
      success={
        sent ? (
          <>
            {t('enquiry.sent', { reference: sent.reference, product: sent.productName })}{' '}
            <Link to={href(paths.ecMy)}>{t('enquiry.follow')}</Link>
          </>
        ) : null
      }
    >
      <SelectField
        {...form.field('productId')}
        label={t('enquiry.product')}
        placeholder={t('enquiry.choose')}
        options={products.map((product) => ({ value: product.id, label: product.name }))}
      />
      <TextField
        {...form.field('quantity')}
        label={t('enquiry.quantity')}
        inputMode="numeric"
        maxLength={3}
      />
      <TextAreaField
        {...form.field('message')}
        label={t('enquiry.message')}
        hint={t('enquiry.messageHint', { max: ENQUIRY_MESSAGE_MAX })}
        maxLength={ENQUIRY_MESSAGE_MAX}
      />
    </Form>
  );
}
