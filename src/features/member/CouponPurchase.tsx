import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPONS_FOR_SALE, type CouponProject } from '../../api/coupon';
import { RadioGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import { usePurchaseCouponMutation } from './couponApi';

/**
 * Buy a coupon (PurchaseCoupon), asked once more since the price goes on the phone bill; the
 * coupon then shows among the unused ones.
 */
export function PurchaseCouponForm() {
  const { t } = useTranslation('member');
  const form = useForm<{ project: CouponProject | '' }>({ project: '' });
  const [purchase] = usePurchaseCouponMutation();
  const [confirming, setConfirming] = useState(false);
  const [bought, setBought] = useState('');
  const chosen = COUPONS_FOR_SALE.find((row) => row.projectName === form.values.project);
  const nameOf = (project: string) => t(`coupons.projects.${project}`, { defaultValue: project });

  const onSubmit = () => {
    setBought('');
    if (form.check({ project: chosen ? undefined : t('coupons.chooseProject') })) {
      setConfirming(true);
    }
    return undefined;
  };
  const onConfirm = async () => {
    if (!chosen) return;
    const result = await purchase(chosen.projectName);
    setConfirming(false);
    if ('error' in result) {
      form.fail(asApiError(result.error));
      return;
    }
    setBought(t('coupons.bought', { project: nameOf(chosen.projectName) }));
    form.reset({ project: '' });
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('coupons.buy')}
      summary={false}
      success={bought || undefined}
      title={t('coupons.buyTitle')}
      headingLevel={3}
      className="member-form"
      stack
      confirm={
        confirming &&
        chosen && {
          question: t('coupons.confirmBuy', {
            project: nameOf(chosen.projectName),
            price: formatMoney(chosen.price),
          }),
          confirmLabel: t('coupons.buyConfirm'),
          keepLabel: t('coupons.transferCancel'),
          onConfirm,
          onKeep: () => setConfirming(false),
        }
      }
    >
      <RadioGroup
        {...form.field('project')}
        label={t('coupons.project')}
        options={COUPONS_FOR_SALE.map((row) => ({
          value: row.projectName,
          label: `${nameOf(row.projectName)} · ${formatMoney(row.price)}`,
        }))}
      />
    </Form>
  );
}
