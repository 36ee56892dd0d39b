import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RatePlan, RatePlanChangeReceipt } from '../../api/contract';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Facts } from '../../components/Facts';
import { FormSuccess } from '../../components/form/FormAlert';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDate, formatMoney } from '../../lib/format';
import { monthlyFee, planAllowances } from './planText';
import { PlanCard } from '../../components/PlanCard';

/** The pieces of /MobileRateChange: the current plan, a plan to choose, the booking. */

export function CurrentPlan({ plan }: { plan: RatePlan }) {
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
        <>
          <p className="mb-warning">
            {t('change.contractLocked', { date: formatDate(plan.contractLockedUntil, language) })}
          </p>
          <p>
            <Link to={paths.contract}>{t('change.toContract')}</Link>
          </p>
        </>
      ) : null}
    </Card>
  );
}

/** A suspended number cannot change its plan: said before any plan is offered. */
export function SuspendedNotice() {
  const { t } = useTranslation('mobile');
  return (
    <Card title={t('change.suspendedTitle')} className="mb-stack" stack>
      <p className="mb-warning">{t('change.suspended')}</p>
      <p>
        <Link to={paths.mobileSuspendResume}>{t('change.toResume')}</Link>
      </p>
    </Card>
  );
}

export function PlanOption({ plan, current }: { plan: RatePlan; current: RatePlan | undefined }) {
  const { t } = useTranslation('mobile');
  const difference = current ? plan.monthlyFee - current.monthlyFee : 0;
  return (
    <PlanCard
      name={plan.name}
      price={formatMoney(plan.monthlyFee)}
      period={t('plan.period')}
      details={[planAllowances(plan, t)]}
      note={
        difference === 0
          ? t('change.sameFee')
          : t(difference > 0 ? 'change.moreFee' : 'change.lessFee', {
              amount: formatMoney(Math.abs(difference)),
            })
      }
    />
  );
}

export function Receipt({
  receipt,
  onBack,
}: {
  receipt: RatePlanChangeReceipt;
  onBack: () => void;
}) {
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
