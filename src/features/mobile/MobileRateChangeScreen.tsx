import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RatePlan, RatePlanChangeReceipt } from '../../api/contract';
import type { ApiError } from '../../api/http';
import { Button } from '../../components/Button';
import { MemberPageFrame } from '../../components/MemberPageFrame';
import { ErrorState, LoadingState } from '../../components/StatusStates';
import { href, paths } from '../../config/paths';
import { formatDate, formatMoney } from '../../lib/format';
import { asApiError } from '../../state/portalApi';
import type { Device } from '../../state/types';
import { useChangeRatePlanMutation, useGetRatePlansQuery } from './mobileApi';
import { ConfirmDialog, FormAlert, MobileOnly } from './MobileParts';
import { monthlyFee, planAllowances } from './planText';

/** Refusals the portal words itself (the carrier's codes); others show the carrier's message. */
const REFUSAL_CODES = ['CHANGE_PENDING', 'CONTRACT_LOCKED'] as const;

function ChangeRefusal({ error }: { error: ApiError }) {
  const { t } = useTranslation('mobile');
  const known = REFUSAL_CODES.find((code) => code === error.code);
  if (!known) return <FormAlert error={error} />;
  return (
    <p className="mb-alert" role="alert">
      {t(`change.refused.${known}`)}
    </p>
  );
}

function CurrentPlan({ plan }: { plan: RatePlan }) {
  const { t, i18n } = useTranslation('mobile');
  return (
    <section className="card mb-stack" aria-labelledby="mb-current-plan">
      <h2 id="mb-current-plan" className="mb-section-title">
        {t('change.currentTitle')}
      </h2>
      <dl className="mb-facts">
        <div>
          <dt>{t('plan.name')}</dt>
          <dd>{plan.name}</dd>
        </div>
        <div>
          <dt>{t('plan.fee')}</dt>
          <dd>{monthlyFee(plan.monthlyFee, t, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('plan.allowances')}</dt>
          <dd>{planAllowances(plan, t)}</dd>
        </div>
      </dl>
      {plan.contractLockedUntil ? (
        <p className="mb-warning">
          {t('change.contractLocked', {
            date: formatDate(plan.contractLockedUntil, i18n.language),
          })}
        </p>
      ) : null}
    </section>
  );
}

function Receipt({ receipt, onBack }: { receipt: RatePlanChangeReceipt; onBack: () => void }) {
  const { t, i18n } = useTranslation('mobile');
  return (
    <section className="card mb-stack" aria-labelledby="mb-change-done">
      <h2
        id="mb-change-done"
        className="mb-section-title"
        tabIndex={-1}
        ref={(node) => node?.focus()}
      >
        {t('change.doneTitle')}
      </h2>
      <p className="mb-success" role="status">
        {t('change.done', {
          plan: receipt.name,
          date: formatDate(receipt.effectiveFrom, i18n.language),
        })}
      </p>
      <div className="mb-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('change.backToPlans')}
        </Button>
      </div>
    </section>
  );
}

function PlanChooser({ device, plans }: { device: Device; plans: RatePlan[] }) {
  const { t, i18n } = useTranslation('mobile');
  const current = plans.find((plan) => plan.isCurrent);
  const pending = plans.find((plan) => plan.pendingFrom);
  const others = plans.filter((plan) => !plan.isCurrent);
  const [chosen, setChosen] = useState('');
  const [chooseError, setChooseError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<RatePlanChangeReceipt | null>(null);
  const [change, changing] = useChangeRatePlanMutation();
  // Two clicks in one frame both see the button enabled: the ref lets only the first through.
  const inFlight = useRef(false);
  const chosenPlan = others.find((plan) => plan.PackageCode === chosen);

  function review(event: SyntheticEvent) {
    event.preventDefault();
    changing.reset();
    if (!chosenPlan) {
      setChooseError(t('change.chooseError'));
      document.querySelector<HTMLElement>('input[name="mb-plan"]')?.focus();
      return;
    }
    setChooseError('');
    setConfirming(true);
  }

  async function confirm() {
    if (inFlight.current || !chosenPlan) return;
    inFlight.current = true;
    const result = await change({
      deviceNo: device.deviceNo,
      serviceType: chosenPlan.ServiceType,
      packageCode: chosenPlan.PackageCode,
    });
    inFlight.current = false;
    setConfirming(false);
    if ('data' in result && result.data) setReceipt(result.data);
  }

  if (receipt) {
    return (
      <Receipt
        receipt={receipt}
        onBack={() => {
          setReceipt(null);
          setChosen('');
          changing.reset();
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
            date: formatDate(pending.pendingFrom, i18n.language),
          })}
        </p>
      ) : null}
      <form className="card mb-stack" noValidate onSubmit={review}>
        <fieldset
          className="mb-choices"
          aria-describedby={chooseError ? 'mb-plan-error' : 'mb-plan-hint'}
        >
          <legend>{t('change.chooseTitle')}</legend>
          <p id="mb-plan-hint" className="mb-muted">
            {t('change.chooseHint')}
          </p>
          {others.map((plan) => {
            const difference = current ? plan.monthlyFee - current.monthlyFee : 0;
            return (
              <div key={plan.PackageCode} className="mb-choice">
                <input
                  id={`mb-plan-${plan.PackageCode}`}
                  type="radio"
                  name="mb-plan"
                  value={plan.PackageCode}
                  checked={chosen === plan.PackageCode}
                  onChange={() => {
                    setChosen(plan.PackageCode);
                    setChooseError('');
                  }}
                />
                <label htmlFor={`mb-plan-${plan.PackageCode}`} className="mb-choice__body">
                  <span className="mb-choice__title">{plan.name}</span>
                  <span>{monthlyFee(plan.monthlyFee, t, i18n.language)}</span>
                  <span>{planAllowances(plan, t)}</span>
                  <span className="mb-muted">
                    {difference === 0
                      ? t('change.sameFee')
                      : t(difference > 0 ? 'change.moreFee' : 'change.lessFee', {
                          amount: formatMoney(Math.abs(difference), i18n.language),
                        })}
                  </span>
                </label>
              </div>
            );
          })}
          {chooseError ? (
            <p id="mb-plan-error" className="mb-field__error">
              {chooseError}
            </p>
          ) : null}
        </fieldset>
        {changing.error ? <ChangeRefusal error={asApiError(changing.error)} /> : null}
        <div className="mb-actions">
          <Button type="submit">{t('change.review')}</Button>
        </div>
      </form>
      {confirming && chosenPlan ? (
        <ConfirmDialog
          title={t('change.confirmTitle')}
          confirmLabel={t('change.confirm')}
          busy={changing.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>
            {t('change.confirmBody', {
              from: current?.name ?? '',
              to: chosenPlan.name,
              fee: formatMoney(chosenPlan.monthlyFee, i18n.language),
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
  const query = useGetRatePlansQuery({ deviceNo: device.deviceNo });
  if (query.error && !query.isFetching) {
    return (
      <ErrorState
        title={t('change.loadError')}
        error={asApiError(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.currentData) return <LoadingState label={t('change.loading')} />;
  if (query.currentData.length === 0) {
    return (
      <div className="notice">
        <p className="state__title">{t('change.emptyTitle')}</p>
        <p>{t('change.emptyBody')}</p>
      </div>
    );
  }
  return <PlanChooser device={device} plans={query.currentData} />;
}

/** /MobileRateChange: the plans the number may change to, a confirmation, and the booking. */
export default function MobileRateChangeScreen() {
  const { t } = useTranslation(['mobile', 'titles']);
  return (
    <MemberPageFrame title={t('titles:mobileRateChange')} ns="mobile">
      {({ device }) => (
        <MobileOnly device={device}>
          <RateChangeContent key={device.deviceNo} device={device} />
          <p className="mb-muted">
            <Link to={href(paths.mobileRateSuggest)}>{t('change.toSuggest')}</Link>
          </p>
        </MobileOnly>
      )}
    </MemberPageFrame>
  );
}
