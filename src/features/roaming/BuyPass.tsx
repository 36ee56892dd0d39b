import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { Link } from 'react-router-dom';
import { FALLBACK_MESSAGES, type ApiError } from '../../api/http';
import type { RoamingOrderResult, RoamingPlan } from '../../api/types/roaming';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { href, paths } from '../../config/paths';
import { formatDate, formatMoney } from '../../lib/format';
import { validateRoamingDiscountSerial } from '../../lib/validators';
import { asApiError } from '../../state/portalApi';
import type { Trip } from './roamingDates';
import {
  useApplyRoamingMutation,
  useCheckRoamingCouponMutation,
  useLogInsuranceStepMutation,
} from './roamingApi';

const TRANSPORT_MESSAGES: readonly string[] = Object.values(FALLBACK_MESSAGES);

/** A refusal about the serial itself goes under the field; a failed call goes in the alert. */
function isCarrierRefusal(error: ApiError): boolean {
  return !TRANSPORT_MESSAGES.includes(error.message);
}

interface BuyValues {
  coupon: string;
  insurance: boolean;
}

/**
 * Buying the chosen pass for the trip, with an optional discount serial (format checked at the
 * field, then RSC/CouponRatePlanInfo) and optional travel insurance (each choice logged with
 * InsuranceLog). One order per submit: the form ignores a second submit while one runs.
 */
export function BuyPass({
  deviceNo,
  trip,
  plan,
  onCancel,
}: {
  deviceNo: string;
  trip: Trip;
  plan: RoamingPlan;
  onCancel: () => void;
}) {
  const { t } = useTranslation('roaming');
  const language = useLanguage();
  const validationMessage = useValidationMessage();
  const form = useForm<BuyValues>(
    { coupon: '', insurance: false },
    { labels: { coupon: t('buy.coupon') } },
  );
  const [checkCoupon] = useCheckRoamingCouponMutation();
  const [logInsuranceStep] = useLogInsuranceStepMutation();
  const [applyRoaming] = useApplyRoamingMutation();
  const [order, setOrder] = useState<RoamingOrderResult | null>(null);

  const submit = async ({ coupon, insurance }: typeof form.values) => {
    const serial = coupon.trim();
    const serialCheck = serial === '' ? null : validateRoamingDiscountSerial(serial);
    if (!form.check({ coupon: validationMessage(serialCheck) })) return;
    if (serial !== '') {
      const info = await checkCoupon({ deviceNo, sn: serial });
      if (info.error) {
        const error = asApiError(info.error);
        if (isCarrierRefusal(error)) form.setError('coupon', error.message);
        else form.fail(error);
        return;
      }
    }
    if (insurance) void logInsuranceStep({ deviceNo, functionName: 'clickToNext' });
    const result = await applyRoaming({
      deviceNo,
      travelInsurance: insurance,
      application: {
        packageId: plan.packageId,
        startDate: trip.startDate,
        endDate: trip.endDate,
        ...(serial === '' ? {} : { couponSn: serial }),
      },
    });
    if (result.error) form.fail(asApiError(result.error));
    else setOrder(result.data);
  };

  const headingId = `roaming-buy-${plan.packageId}`;
  if (order) {
    return (
      <section className="roaming-buy" aria-labelledby={headingId}>
        <h3 id={headingId}>{t('buy.doneHeading')}</h3>
        <FormSuccess>
          {t('buy.done', {
            name: plan.packageName,
            orderId: order.orderId,
            price: formatMoney(order.price),
            start: formatDate(trip.startDate, language),
            end: formatDate(trip.endDate, language),
          })}
        </FormSuccess>
        <p>
          <Link to={href(paths.roamingHistory)}>{t('buy.historyLink')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="roaming-buy" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('buy.heading', { name: plan.packageName })}</h3>
      <p>
        {t('buy.summary', {
          start: formatDate(trip.startDate, language),
          end: formatDate(trip.endDate, language),
          price: formatMoney(plan.price),
        })}
      </p>
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={<>{t('buy.submit', { price: formatMoney(plan.price) })}</>}
        summary={false}
        alertTitle={t('buy.failed')}
        actions={
          <>
            <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
              {t('buy.cancel')}
            </Button>
          </>
        }
        actionsClassName="roaming-actions"
      >
        <TextField
          {...form.field('coupon')}
          label={t('buy.coupon')}
          hint={t('buy.couponHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <CheckboxField
          {...form.field('insurance')}
          label={t('buy.insurance')}
          hint={t('buy.insuranceHint')}
          onChange={(checked) => {
            form.setValue('insurance', checked);
            void logInsuranceStep({ deviceNo, functionName: checked ? 'isY' : 'isN' });
          }}
        />
      </Form>
    </section>
  );
}
