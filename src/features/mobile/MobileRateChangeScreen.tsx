import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { RatePlan, RatePlanChangeReceipt } from '../../api/contract';
import { RadioGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm } from '../../components/form/useForm';
import { MemberPageFrame } from '../../components/page/MemberPageFrame';
import { QueryView } from '../../components/page/QueryView';
import { href, paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { useAppDispatch } from '../../state/hooks';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../api/types/member';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  mobileTags,
  useChangeRatePlanMutation,
  useGetRatePlansQuery,
  useGetSuspendStatusQuery,
} from './mobileApi';
import { PLAN_PARAMETER } from './planText';
import { CurrentPlan, PlanOption, Receipt, SuspendedNotice } from './RatePlanParts';
import { useRefusal } from '../../components/useRefusal';

function PlanChooser({ device, plans }: { device: Device; plans: RatePlan[] }) {
  const { t } = useTranslation('mobile');
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const refusal = useRefusal('mobile');
  const [search] = useSearchParams();
  const current = plans.find((plan) => plan.isCurrent);
  const pending = plans.find((plan) => plan.pendingFrom);
  const others = plans.filter((plan) => !plan.isCurrent);
  const wanted = search.get(PLAN_PARAMETER) ?? '';
  const preselected = others.some((plan) => plan.PackageCode === wanted) ? wanted : '';
  const form = useForm({ plan: preselected }, { labels: { plan: t('change.chooseTitle') } });
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
      if (!('error' in result)) {
        setReceipt(result.data);
        return;
      }
      const error = refusal(asApiError(result.error));
      // Suspended since the page was read: the status query shows the notice instead.
      if (error?.code === 'LINE_SUSPENDED') dispatch(mobileTags.suspendStatus(device.deviceNo));
      form.fail(error);
    });
  }

  if (receipt) {
    return (
      <Receipt
        receipt={receipt}
        onBack={() => {
          setReceipt(null);
          form.reset({ plan: '' });
        }}
      />
    );
  }

  // A contract that forbids a change is told up front, with its date: no plan is offered.
  if (current?.contractLockedUntil) return <CurrentPlan plan={current} />;

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
          layout="plans"
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
  const plans = useGetRatePlansQuery({ deviceNo: device.deviceNo });
  return (
    <QueryView
      query={useGetSuspendStatusQuery({ deviceNo: device.deviceNo })}
      loading={t('change.loading')}
      errorTitle={t('change.loadError')}
    >
      {(status) =>
        // A suspended number is told so before any plan is offered.
        status.status === 'normal' ? (
          <QueryView
            query={plans}
            loading={t('change.loading')}
            errorTitle={t('change.loadError')}
            isEmpty={(list) => list.length === 0}
            emptyTitle={t('change.emptyTitle')}
            emptyBody={<p>{t('change.emptyBody')}</p>}
          >
            {(list) => <PlanChooser device={device} plans={list} />}
          </QueryView>
        ) : (
          <SuspendedNotice />
        )
      }
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
