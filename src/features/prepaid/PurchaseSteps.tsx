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
import { Facts } from '../../components/Facts';

const PURCHASE_TYPES = ['hourly', 'daily', 'volume', 'student'] as const;

/** Step one: the type of plan, then the plan; nothing is bought yet. */
export function PurchaseChoice({
  offers,
  initial,
  onReview,
}: {
  offers: PrepaidOffer[];
  initial: { type: string; plan: string };
  onReview: (offer: PrepaidOffer, type: string) => void;
}) {
  const { t } = useTranslation('prepaidPlans');
  const message = useValidationMessage();
  const form = useForm(initial, {
    labels: { type: t('purchase.type'), plan: t('purchase.plan') },
  });
  const plans = offers.filter((offer) => offer.category === form.values.type);

  function review(values: typeof form.values) {
    const type = validateChoice(values.type, PURCHASE_TYPES, 'choice.purchaseType');
    const codes = plans.map((offer) => offer.OfferCode);
    const valid = form.check({
      type: message(type),
      // The type comes first: no plan message until a type is chosen.
      plan: type.ok ? message(validateChoice(values.plan, codes, 'choice.plan')) : undefined,
    });
    const chosen = plans.find((offer) => offer.OfferCode === values.plan);
    if (valid && chosen) onReview(chosen, values.type);
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
            form.setValues({ type, plan: '' });
          }}
          options={PURCHASE_TYPES.map((value) => ({ value, label: t(`purchase.types.${value}`) }))}
        />
        {form.values.type ? (
          <RadioGroup
            {...form.field('plan')}
            label={t('purchase.plan')}
            name="plan"
            options={plans.map((offer) => ({
              value: offer.OfferCode,
              label: (
                <>
                  {offer.name} · {formatMoney(offer.price)}
                  {offer.needsInPersonApplication ? (
                    <span className="field__hint"> — {t('purchase.inPerson')}</span>
                  ) : null}
                </>
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
  return (
    <Card title={t('purchase.confirmHeading')} className="prepaid-section">
      <Facts
        items={[
          [t('purchase.plan'), offer.name],
          [t('purchase.price'), formatMoney(offer.price)],
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
  return (
    <Card
      title={result ? t('purchase.succeeded') : t('purchase.failed')}
      className="prepaid-section"
      plain
    >
      {result ? (
        <div className="prepaid-result" role="status">
          <p>{t('purchase.succeededText', { name: offer.name })}</p>
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
