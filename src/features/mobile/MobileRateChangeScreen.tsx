import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RatePlan, RatePlanChangeReceipt } from '../../api/contract';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormSuccess } from '../../components/form/FormAlert';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { ConfirmDialog } from './ConfirmDialog';
import { useChangeRatePlanMutation, useGetRatePlansQuery } from './mobileApi';
import { monthlyFee, planAllowances } from './planText';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';

/** Refusals the portal words itself (the carrier's codes); others show the carrier's message. */
const REFUSAL_CODES = ['CHANGE_PENDING', 'CONTRACT_LOCKED'] as const;

function useRefusal(): (error: ApiError | null) => ApiError | null {
  const { t } = useTranslation('mobile');
  return (error) => {
    const known = REFUSAL_CODES.find((code) => code === error?.code);
    return known ? { message: t(`change.refused.${known}`) } : error;
  };
}

function CurrentPlan({ plan }: { plan: RatePlan }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  return (
    <Card title={t('change.currentTitle')} className="mb-stack" stack>
      <Facts
        columns={2}
        items={[
          [t('plan.name'), plan.name],
          [t('plan.fee'), monthlyFee(plan.monthlyFee, t)],
          [t('plan.allowances'), planAllowances(plan, t)],
        ]}
      />
      {plan.contractLockedUntil ? (
        <p className="mb-warning">
          {t('change.contractLocked', { date: formatDate(plan.contractLockedUntil, language) })}
        </p>
      ) : null}
    </Card>
  );
}

function PlanOption({ plan, current }: { plan: RatePlan; current: RatePlan | undefined }) {
  const { t } = useTranslation('mobile');
  const difference = current ? plan.monthlyFee - current.monthlyFee : 0;
  return (
    <span className="mb-option">
      <span className="mb-option__title">{plan.name}</span>
      <span>{monthlyFee(plan.monthlyFee, t)}</span>
      <span>{planAllowances(plan, t)}</span>
      <span className="mb-muted">
        {difference === 0
          ? t('change.sameFee')
          : t(difference > 0 ? 'change.moreFee' : 'change.lessFee', {
              amount: formatMoney(Math.abs(difference)),
            })}
      </span>
    </span>
  );
}

function Receipt({ receipt, onBack }: { receipt: RatePlanChangeReceipt; onBack: () => void }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  return (
    <Card title={t('change.doneTitle')} className="mb-stack" stack>
      <FormSuccess>
        {t('change.done', {
          plan: receipt.name,
          date: formatDate(receipt.effectiveFrom, language),
        })}
      </FormSuccess>
      <div className="form__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('change.backToPlans')}
        </Button>
      </div>
    </Card>
  );
}

function PlanChooser({ device, plans }: { device: Device; plans: RatePlan[] }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const refusal = useRefusal();
  const current = plans.find((plan) => plan.isCurrent);
  const pending = plans.find((plan) => plan.pendingFrom);
  const others = plans.filter((plan) => !plan.isCurrent);
  const form = useForm({ plan: '' }, { labels: { plan: t('change.chooseTitle') } });
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<RatePlanChangeReceipt | null>(null);
  const [change] = useChangeRatePlanMutation();
  const chosen = others.find((plan) => plan.PackageCode === form.values.plan);

  function review() {
    if (!form.check({ plan: chosen ? undefined : t('change.chooseError') })) return undefined;
    setConfirming(true);
    return undefined;
  }

  function confirm() {
    // form.run lets one change through at a time: a double click changes the plan once.
    void form.run(async () => {
      if (!chosen) return;
      const result = await change({
        deviceNo: device.deviceNo,
        serviceType: chosen.ServiceType,
        packageCode: chosen.PackageCode,
      });
      setConfirming(false);
      if ('error' in result) form.fail(refusal(asApiError(result.error)));
      else setReceipt(result.data);
    });
  }

  if (receipt) {
    return (
      <Receipt
        receipt={receipt}
        onBack={() => {
          setReceipt(null);
          form.reset();
        }}
      />
    );
  }

  return (
    <div className="mb-stack">
      {current ? <CurrentPlan plan={current} /> : null}
      {pending?.pendingFrom ? (
        <p className="mb-warning">
          {t('change.pending', {
            plan: pending.name,
            date: formatDate(pending.pendingFrom, language),
          })}
        </p>
      ) : null}
      <Form
        form={form}
        onSubmit={review}
        submitLabel={t('change.review')}
        className="card form form--wide"
      >
        <RadioGroup
          {...form.field('plan')}
          label={t('change.chooseTitle')}
          hint={t('change.chooseHint')}
          name="mb-plan"
          layout="cards"
          options={others.map((plan) => ({
            value: plan.PackageCode,
            label: <PlanOption plan={plan} current={current} />,
          }))}
        />
      </Form>
      {confirming && chosen ? (
        <ConfirmDialog
          title={t('change.confirmTitle')}
          confirmLabel={t('change.confirm')}
          busy={form.busy}
          onConfirm={confirm}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>
            {t('change.confirmBody', {
              from: current?.name ?? '',
              to: chosen.name,
              fee: formatMoney(chosen.monthlyFee),
            })}
          </p>
          <p className="mb-muted">{t('change.confirmWhen')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function RateChangeContent({ device }: { device: Device }) {
  const { t } = useTranslation('mobile');
  return (
    <QueryView
      query={useGetRatePlansQuery({ deviceNo: device.deviceNo })}
      loading={t('change.loading')}
      errorTitle={t('change.loadError')}
      isEmpty={(plans) => plans.length === 0}
      emptyTitle={t('change.emptyTitle')}
      emptyBody={<p>{t('change.emptyBody')}</p>}
    >
      {(plans) => <PlanChooser device={device} plans={plans} />}
    </QueryView>
  );
}

/** /MobileRateChange: the plans the number may change to, a confirmation, and the booking. */
export default function MobileRateChangeScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:mobileRateChange')} kinds={['mobile']}>
      {({ device }) => (
        <div className="mb-stack">
          <RateChangeContent key={device.deviceNo} device={device} />
          <p className="mb-muted">
            <Link to={href(paths.mobileRateSuggest)}>{t('change.toSuggest')}</Link>
          </p>
        </div>
      )}
    </MemberPageFrame>
  );
}
