import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { validateRequired } from '../../lib/validators';
import { asApiError, useRedeemPrepaidCouponMutation } from './prepaidApi';
import { usePrepaidFailure } from './usePrepaidErrorMessage';

/**
 * A prepaid coupon code (Coupon/SaveCouponForPrePaid): its value goes to the bonus account, which
 * is spent on calls after the main account and cannot buy plans.
 */
export function PrepaidCouponForm() {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const message = useValidationMessage();
  const form = useForm({ coupon: '' });
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const failure = usePrepaidFailure(refusal);
  const [saved, setSaved] = useState('');
  const [redeem] = useRedeemPrepaidCouponMutation();

  async function submit({ coupon }: typeof form.values) {
    setSaved('');
    setRefusal(null);
    if (!form.check({ coupon: message(validateRequired(coupon)) })) return;
    const reply = await redeem({ couponNo: coupon });
    if ('error' in reply) {
      setRefusal(asApiError(reply.error));
      return;
    }
    setSaved(
      t('coupon.saved', {
        amount: formatMoney(reply.data.value),
        date: formatDate(reply.data.effectiveEndTime, language),
      }),
    );
    form.reset({ coupon: '' });
  }

  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('coupon.submit')}
      summary={false}
      success={saved || undefined}
      title={t('coupon.heading')}
      className="form prepaid-form prepaid-section"
      plain
    >
      <TextField
        {...form.field('coupon')}
        label={t('coupon.code')}
        hint={t('coupon.hint')}
        error={form.errors.coupon ?? failure?.message}
        autoComplete="off"
      />
    </Form>
  );
}
