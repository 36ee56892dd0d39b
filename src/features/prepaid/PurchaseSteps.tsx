import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/http';
import type { PrepaidOffer, PurchaseResult } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { RadioGroup } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FormAlert } from '../../components/form/FormAlert';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { validateChoice } from '../../lib/validators';
import { usePrepaidFailure } from './usePrepaidErrorMessage';
import { Card } from '../../components/Card';
import { PlanCard } from '../../components/PlanCard';
import { Facts } from '../../components/Facts';

const PURCHASE_TYPES = ['hourly', 'daily', 'volume', 'student'] as const;

export interface PurchaseChoiceValues {
  type: string;
  duration: string;
  plan: string;
}

/** An offer's validity (`26h`, `60d`) in words: "26 hours", "60 days". */
export function useValidityLabel(): (validity: string | undefined) => string {
  const { t } = useTranslation('prepaidPlans');
  return (validity) => {
    const match = /^(\d+)([hd])$/.exec(validity ?? '');
    if (!match) return validity ?? '';
    const count = Number(match[1]);
    return match[2] === 'h' ? t('purchase.hours', { count }) : t('purchase.days', { count });
  };
}

/** Hours of a validity, for ordering: `26h` is 26, `60d` is 1440. */
function validityHours(validity: string | undefined): number {
  const count = Number.parseInt(validity ?? '', 10);
  return validity?.endsWith('d') ? count * 24 : count;
}

/** Step one: the type of plan, its validity, then the plan itself; nothing is bought yet. */
export function PurchaseChoice({
  offers,
  initial,
  onReview,
}: {
  offers: PrepaidOffer[];
  initial: PurchaseChoiceValues;
  onReview: (offer: PrepaidOffer, values: PurchaseChoiceValues) => void;
}) {
  const { t } = useTranslation('prepaidPlans');
  const message = useValidationMessage();
  const validityLabel = useValidityLabel();
  const form = useForm(initial, {
    labels: {
      type: t('purchase.type'),
      duration: t('purchase.duration'),
      plan: t('purchase.plan'),
    },
  });
  const ofType = offers.filter((offer) => offer.category === form.values.type);
  const durations = [...new Set(ofType.map((offer) => offer.validity ?? ''))].sort(
    (a, b) => validityHours(a) - validityHours(b),
  );
  const plans = ofType.filter((offer) => (offer.validity ?? '') === form.values.duration);

  function review(values: PurchaseChoiceValues) {
    const type = validateChoice(values.type, PURCHASE_TYPES, 'choice.purchaseType');
    const duration = validateChoice(values.duration, durations, 'choice.duration');
    const codes = plans.map((offer) => offer.OfferCode);
    const valid = form.check({
      type: message(type),
      // Type first, then the validity, then the plan: one message at a time.
      duration: type.ok ? message(duration) : undefined,
      plan:
        type.ok && duration.ok
          ? message(validateChoice(values.plan, codes, 'choice.plan'))
          : undefined,
    });
    const chosen = plans.find((offer) => offer.OfferCode === values.plan);
    if (valid && chosen) onReview(chosen, values);
    return undefined;
  }

  return (
    <Card title={t('purchase.chooseHeading')} className="prepaid-section" plain>
      <Form
        form={form}
        onSubmit={review}
        submitLabel={t('purchase.next')}
        className="form prepaid-form"
      >
        <RadioGroup
          {...form.field('type')}
          label={t('purchase.type')}
          name="type"
          onChange={(type) => {
            form.setValues({ type, duration: '', plan: '' });
          }}
          options={PURCHASE_TYPES.map((value) => ({ value, label: t(`purchase.types.${value}`) }))}
        />
        {form.values.type ? (
          <RadioGroup
            {...form.field('duration')}
            label={t('purchase.duration')}
            name="duration"
            layout="cards"
            onChange={(duration) => {
              form.setValues({ duration, plan: '' });
            }}
            options={durations.map((value) => ({ value, label: validityLabel(value) }))}
          />
        ) : null}
        {form.values.duration ? (
          <RadioGroup
            {...form.field('plan')}
            label={t('purchase.plan')}
            name="plan"
            layout="plans"
            options={plans.map((offer) => ({
              value: offer.OfferCode,
              label: (
                <PlanCard
                  name={offer.name}
                  price={formatMoney(offer.price)}
                  note={offer.needsInPersonApplication ? t('purchase.inPerson') : null}
                />
              ),
            }))}
          />
        ) : null}
      </Form>
    </Card>
  );
}

/** Step two: what will be bought, for how much, from which balance. */
export function PurchaseConfirm({
  offer,
  balance,
  busy,
  onBuy,
  onBack,
}: {
  offer: PrepaidOffer;
  balance: number | undefined;
  busy: boolean;
  onBuy: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('prepaidPlans');
  const validityLabel = useValidityLabel();
  return (
    <Card title={t('purchase.confirmHeading')} className="prepaid-section">
      <Facts
        items={[
          [t('purchase.plan'), offer.name],
          [t('purchase.validity'), validityLabel(offer.validity)],
          [t('purchase.price'), formatMoney(offer.price)],
          [t('purchase.paidFrom'), t('purchase.mainAccount')],
          balance === undefined ? null : [t('purchase.balance'), formatMoney(balance)],
        ]}
      />
      <p>{t('purchase.fromMainBalance')}</p>
      <div className="prepaid-actions">
        <Button busy={busy} onClick={onBuy}>
          {t('purchase.buy')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('purchase.back')}
        </Button>
      </div>
    </Card>
  );
}

/** Step three: bought (and the balance now), or refused (and a way to top up when short). */
export function PurchaseOutcome({
  offer,
  outcome,
  onAgain,
}: {
  offer: PrepaidOffer;
  outcome: { result: PurchaseResult } | { failure: ApiError };
  onAgain: () => void;
}) {
  const { t } = useTranslation('prepaidPlans');
  const failure = usePrepaidFailure('failure' in outcome ? outcome.failure : null);
  const result = 'result' in outcome ? outcome.result : null;
  const validityLabel = useValidityLabel();
  return (
    <Card
      title={result ? t('purchase.succeeded') : t('purchase.failed')}
      className="prepaid-section"
      plain
    >
      {result ? (
        <div className="prepaid-result" role="status">
          <p>{t('purchase.succeededText', { name: offer.name })}</p>
          <p>{t('purchase.validFor', { validity: validityLabel(offer.validity) })}</p>
          {result.mainBalance === undefined ? null : (
            <p>{t('purchase.balanceNow', { balance: formatMoney(result.mainBalance) })}</p>
          )}
        </div>
      ) : (
        <FormAlert error={failure} />
      )}
      <div className="prepaid-actions">
        <Button variant="secondary" onClick={onAgain}>
          {t('purchase.again')}
        </Button>
        {failure?.code === 'BALANCE_INSUFFICIENT' ? (
          <Link className="button button--primary" to={paths.prepaidTopUp}>
            {t('purchase.topUp')}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
