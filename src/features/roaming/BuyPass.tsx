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
import { validatePid, validateRoamingDiscountSerial } from '../../lib/validators';
import { useAppSelector } from '../../state/hooks';
import { selectMemberInfo } from '../../state/member';
import { asApiError } from '../../state/portalApi';
import { projectPass } from './capProjection';
import { PassCapNotice, useCapProjectionText } from './PassCapNotice';
import type { Trip } from './roamingDates';
import {
  useApplyRoamingMutation,
  useCheckProvisioningMutation,
  useCheckRoamingCouponMutation,
  useGetSpendCapQuery,
  useLogInsuranceStepMutation,
} from './roamingApi';
import { useRefusal } from '../../components/useRefusal';

const TRANSPORT_MESSAGES: readonly string[] = Object.values(FALLBACK_MESSAGES);
const PID_MISMATCH = 'ROAMING_PID_MISMATCH';

/** A refusal about the serial itself goes under the field; a failed call goes in the alert. */
function isCarrierRefusal(error: ApiError): boolean {
  return !TRANSPORT_MESSAGES.includes(error.message);
}

interface BuyValues {
  coupon: string;
  pid: string;
  insurance: boolean;
}

interface AppliedSerial {
  sn: string;
  discount: number;
}

/**
 * Buying the chosen pass for the trip: an optional discount serial (format checked at the field,
 * then RSC/CouponRatePlanInfo; the button shows the discounted price), optional travel insurance
 * (each choice logged with InsuranceLog), what the pass does to the month's cap (a "stop" cap
 * refuses here, before any call), then the carrier's pre-check with the ID number (asked for when
 * the session has none) and the order. One order per submit.
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
  const worded = useRefusal('roaming');
  const projectionText = useCapProjectionText();
  const sessionPid = useAppSelector(selectMemberInfo)?.pid ?? '';
  const isCompany = useAppSelector((state) => state.client.isCompanyTaxId);
  const cap = useGetSpendCapQuery({ deviceNo }).data;
  const form = useForm<BuyValues>(
    { coupon: '', pid: '', insurance: false },
    { labels: { coupon: t('buy.coupon'), pid: t('buy.pid') } },
  );
  const [checkCoupon] = useCheckRoamingCouponMutation();
  const [checkProvisioning] = useCheckProvisioningMutation();
  const [logInsuranceStep] = useLogInsuranceStepMutation();
  const [applyRoaming] = useApplyRoamingMutation();
  const [applied, setApplied] = useState<AppliedSerial | null>(null);
  const [order, setOrder] = useState<RoamingOrderResult | null>(null);

  const serialNow = form.values.coupon.trim();
  const discount = applied?.sn === serialNow ? applied.discount : 0;
  const price = Math.max(0, plan.price - discount);
  const projection = cap ? projectPass(cap, price) : { kind: 'none' as const };

  /** The serial checked with the carrier; its discount, or null after marking the field. */
  const applySerial = async (serial: string): Promise<AppliedSerial | null> => {
    const formatCheck = validateRoamingDiscountSerial(serial);
    if (!form.check({ coupon: validationMessage(formatCheck) })) return null;
    if (applied?.sn === serial) return applied;
    const info = await checkCoupon({ deviceNo, sn: serial });
    if (info.error) {
      const error = asApiError(info.error);
      if (isCarrierRefusal(error)) form.setError('coupon', worded.of(error).message);
      else form.fail(error);
      return null;
    }
    const next = { sn: serial, discount: info.data.discount };
    setApplied(next);
    return next;
  };

  const submit = async ({ coupon, pid, insurance }: typeof form.values) => {
    const serial = coupon.trim();
    const pidCheck = sessionPid === '' ? validatePid(pid) : null;
    const serialCheck = serial === '' ? null : validateRoamingDiscountSerial(serial);
    const fine = form.check({
      coupon: validationMessage(serialCheck),
      pid: validationMessage(pidCheck),
    });
    if (!fine) return;
    const serialApplied = serial === '' ? null : await applySerial(serial);
    if (serial !== '' && !serialApplied) return;
    const finalPrice = Math.max(0, plan.price - (serialApplied?.discount ?? 0));
    const finalProjection = cap ? projectPass(cap, finalPrice) : null;
    if (cap && finalProjection && 'refused' in finalProjection && finalProjection.refused) {
      form.fail({ message: projectionText(cap, finalProjection) ?? t('buy.failed') });
      return;
    }
    const dates = { packageId: plan.packageId, startDate: trip.startDate, endDate: trip.endDate };
    const customerPid = sessionPid === '' && pidCheck?.ok ? pidCheck.value : sessionPid;
    const check = await checkProvisioning({ deviceNo, isCompany, pid: customerPid, ...dates });
    if (check.error) {
      form.fail(worded.of(asApiError(check.error)));
      return;
    }
    if (!check.data.allowed) {
      const refusal = { code: check.data.code, message: check.data.reason ?? t('buy.failed') };
      if (check.data.code === PID_MISMATCH && sessionPid === '') {
        form.setError('pid', worded.of(refusal).message);
      } else form.fail(refusal.code === undefined ? refusal : worded.of(refusal));
      return;
    }
    if (insurance) void logInsuranceStep({ deviceNo, functionName: 'clickToNext' });
    const result = await applyRoaming({
      deviceNo,
      travelInsurance: insurance,
      application: { ...dates, ...(serial === '' ? {} : { couponSn: serial }) },
    });
    if (result.error) form.fail(worded.of(asApiError(result.error)));
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
      {discount > 0 ? (
        <p>{t('buy.discount', { sn: serialNow, discount: formatMoney(discount) })}</p>
      ) : null}
      {cap ? <PassCapNotice cap={cap} projection={projection} /> : null}
      <Form
        form={form}
        onSubmit={submit}
        submitLabel={<>{t('buy.submit', { price: formatMoney(price) })}</>}
        summary={false}
        alertTitle={t('buy.failed')}
        actions={
          <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
            {t('buy.cancel')}
          </Button>
        }
        actionsClassName="roaming-actions"
      >
        <div className="roaming-buy__serial">
          <TextField
            {...form.field('coupon')}
            label={t('buy.coupon')}
            hint={t('buy.couponHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button
            variant="secondary"
            disabled={form.busy || serialNow === ''}
            onClick={() => {
              void form.run(() => applySerial(serialNow));
            }}
          >
            {t('buy.applySerial')}
          </Button>
        </div>
        {sessionPid === '' ? (
          <TextField
            {...form.field('pid')}
            label={t('buy.pid')}
            hint={t('buy.pidHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        ) : null}
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
