import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon, TransferCheck } from '../../api/coupon';
import { SelectField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
import { phoneDigits, validateMobile } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import {
  useCheckCouponTransferMutation,
  useSaveCouponMutation,
  useTransferCouponMutation,
} from './memberApi';
import { useValidationMessage } from './useValidationMessage';

const COUPON_CODE = /^[A-Za-z0-9]{4,20}$/;

/** Save a printed coupon code (SaveCoupon); an unknown code is refused next to the field. */
export function SaveCouponForm() {
  const { t } = useTranslation('member');
  const form = useForm({ code: '' });
  const [save] = useSaveCouponMutation();
  const [saved, setSaved] = useState('');
  const onSubmit = async ({ code }: typeof form.values) => {
    setSaved('');
    const typed = code.trim();
    if (!form.check({ code: COUPON_CODE.test(typed) ? undefined : t('coupons.codeFormat') })) {
      return;
    }
    const result = await save(typed);
    if ('error' in result) {
      form.setError('code', asApiError(result.error).message);
      return;
    }
    setSaved(t('coupons.saved', { project: result.data.projectName }));
    form.reset({ code: '' });
  };
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('coupons.save')}
      summary={false}
      success={saved || undefined}
      title={t('coupons.saveTitle')}
      headingLevel={3}
      className="member-form"
      stack
    >
      <TextField
        {...form.field('code')}
        label={t('coupons.code')}
        hint={t('coupons.codeHint')}
        autoComplete="off"
      />
    </Form>
  );
}

/**
 * Transfer a coupon to another mobile number: TransferCoupon_CHK checks the number and gives a
 * token, then TransferCoupon_ACT with that token moves the coupon (spec 02 §7.5).
 */
export function TransferCouponForm({ coupons }: { coupons: Coupon[] }) {
  const { t } = useTranslation('member');
  const messageOf = useValidationMessage();
  const transferable = coupons.filter((coupon) => coupon.transferable);
  const form = useForm({ couponNo: '', receiver: '' });
  const [checkTransfer] = useCheckCouponTransferMutation();
  const [transfer] = useTransferCouponMutation();
  const [pending, setPending] = useState<{ coupon: Coupon; check: TransferCheck } | null>(null);
  const [done, setDone] = useState('');

  const onCheck = async ({ couponNo, receiver }: typeof form.values) => {
    setDone('');
    const coupon = transferable.find((candidate) => candidate.couponNo === couponNo);
    const number = validateMobile(receiver);
    const ok = form.check({
      couponNo: coupon ? undefined : t('coupons.chooseCoupon'),
      receiver: messageOf(number),
    });
    if (!ok || !coupon) return;
    const result = await checkTransfer(phoneDigits(receiver));
    if ('error' in result) {
      form.setError('receiver', asApiError(result.error).message);
      return;
    }
    setPending({ coupon, check: result.data });
  };

  const onConfirm = async () => {
    if (!pending) return;
    const result = await transfer(pending);
    if ('error' in result) {
      form.fail(asApiError(result.error));
      setPending(null);
      return;
    }
    setDone(
      t('coupons.transferDone', {
        project: pending.coupon.projectName,
        number: pending.check.transferNo,
      }),
    );
    setPending(null);
    form.reset({ couponNo: '', receiver: '' });
  };

  if (transferable.length === 0) {
    return (
      <div className="card member-form">
        <h3 className="member-subtitle">{t('coupons.transferTitle')}</h3>
        <p>{t('coupons.nothingToTransfer')}</p>
        <FormSuccess>{done || undefined}</FormSuccess>
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={onCheck}
      submitLabel={t('coupons.transferCheck')}
      summary={false}
      success={done || undefined}
      confirm={
        pending
          ? {
              question: t('coupons.confirmTransfer', {
                project: pending.coupon.projectName,
                number: pending.check.transferNo,
              }),
              confirmLabel: t('coupons.transferConfirm'),
              keepLabel: t('coupons.transferCancel'),
              onConfirm,
              onKeep: () => {
                setPending(null);
              },
            }
          : null
      }
      title={t('coupons.transferTitle')}
      headingLevel={3}
      className="member-form"
      stack
    >
      <SelectField
        {...form.field('couponNo')}
        label={t('coupons.transferCoupon')}
        placeholder={t('coupons.choose')}
        options={transferable.map((coupon) => ({
          value: coupon.couponNo,
          label: coupon.projectName,
        }))}
        disabled={pending !== null}
      />
      <TextField
        {...form.field('receiver')}
        label={t('coupons.receiver')}
        hint={t('coupons.receiverHint')}
        inputMode="tel"
        autoComplete="off"
        readOnly={pending !== null}
      />
    </Form>
  );
}
