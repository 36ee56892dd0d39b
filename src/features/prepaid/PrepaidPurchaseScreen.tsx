import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/http';
import type { PrepaidOffer, PurchaseResult } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { LoadingState } from '../../components/page/StatusStates';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { validateChoice } from '../../lib/validators';
import { ChoiceGroup } from './ChoiceGroup';
import {
  asApiError,
  useBuyPlanMutation,
  useGetPrepaidOffersQuery,
  useGetPrepaidSubscriberQuery,
  useGetPurchaseRecordsQuery,
} from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { PurchaseRecords } from './PurchaseRecords';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

const TYPES = ['hourly', 'daily', 'volume', 'student'] as const;
type Step = 'choose' | 'confirm' | 'done' | 'failed';

function PurchaseFlow({ ivrNo, offers }: { ivrNo: string; offers: PrepaidOffer[] }) {
  const { t } = useTranslation('prepaidPlans');
  const [type, setType] = useState('');
  const [offerCode, setOfferCode] = useState('');
  const [step, setStep] = useState<Step>('choose');
  const [result, setResult] = useState<PurchaseResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const { errors, check } = useFieldErrors<'type' | 'plan'>();
  const { data: subscriber } = useGetPrepaidSubscriberQuery({ ivrNo });
  const [buyPlan, { isLoading }] = useBuyPlanMutation();
  const money = (amount: number) => formatMoney(amount);
  const plans = offers.filter((offer) => offer.category === type);
  const chosen = offers.find((offer) => offer.OfferCode === offerCode);

  function review() {
    const typeChoice = validateChoice(type, TYPES, 'choice.purchaseType');
    const values = check({
      type: typeChoice,
      // The type comes first: no plan message until a type is chosen.
      plan: typeChoice.ok
        ? validateChoice(
            offerCode,
            plans.map((offer) => offer.OfferCode),
            'choice.plan',
          )
        : { ok: true, value: '' },
    });
    if (values) setStep('confirm');
  }

  async function buy() {
    if (!chosen || isLoading) return;
    setFailure(null);
    const reply = await buyPlan({ offerCode: chosen.OfferCode });
    if ('error' in reply) {
      setFailure(asApiError(reply.error));
      setStep('failed');
      return;
    }
    setResult(reply.data);
    setStep('done');
  }

  function startAgain() {
    setStep('choose');
    setOfferCode('');
    setResult(null);
    setFailure(null);
  }

  if (step === 'confirm' && chosen) {
    return (
      <section className="card prepaid-section" aria-labelledby="purchase-confirm">
        <h2 id="purchase-confirm">{t('purchase.confirmHeading')}</h2>
        <dl className="prepaid-facts">
          <div>
            <dt>{t('purchase.plan')}</dt>
            <dd>{chosen.name}</dd>
          </div>
          <div>
            <dt>{t('purchase.price')}</dt>
            <dd>{money(chosen.price)}</dd>
          </div>
          {subscriber ? (
            <div>
              <dt>{t('purchase.balance')}</dt>
              <dd>{money(subscriber.mainBalance)}</dd>
            </div>
          ) : null}
        </dl>
        <p>{t('purchase.fromMainBalance')}</p>
        <div className="prepaid-actions">
          <Button busy={isLoading} onClick={() => void buy()}>
            {t('purchase.buy')}
          </Button>
          <Button variant="secondary" onClick={() => setStep('choose')}>
            {t('purchase.back')}
          </Button>
        </div>
      </section>
    );
  }

  if (step === 'done' || step === 'failed') {
    return (
      <section className="prepaid-section" aria-labelledby="purchase-result">
        <h2 id="purchase-result">
          {step === 'done' ? t('purchase.succeeded') : t('purchase.failed')}
        </h2>
        {step === 'done' && result ? (
          <div className="prepaid-result" role="status">
            <p>{t('purchase.succeededText', { name: chosen?.name ?? '' })}</p>
            {result.mainBalance === undefined ? null : (
              <p>{t('purchase.balanceNow', { balance: money(result.mainBalance) })}</p>
            )}
          </div>
        ) : (
          <p className="prepaid-alert" role="alert">
            {failureMessage}
          </p>
        )}
        <div className="prepaid-actions">
          <Button variant="secondary" onClick={startAgain}>
            {t('purchase.again')}
          </Button>
          {failure?.code === 'BALANCE_INSUFFICIENT' ? (
            <Link className="button button--primary" to={paths.prepaidTopUp}>
              {t('purchase.topUp')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  return (
    <section className="prepaid-section" aria-labelledby="purchase-choose">
      <h2 id="purchase-choose">{t('purchase.chooseHeading')}</h2>
      <div className="prepaid-form">
        <ChoiceGroup
          legend={t('purchase.type')}
          name="type"
          value={type}
          error={errors.type}
          onChange={(value) => {
            setType(value);
            setOfferCode('');
          }}
          choices={TYPES.map((value) => ({ value, label: t(`purchase.types.${value}`) }))}
        />
        {type ? (
          <ChoiceGroup
            legend={t('purchase.plan')}
            name="plan"
            value={offerCode}
            error={errors.plan}
            onChange={setOfferCode}
            choices={plans.map((offer) => ({
              value: offer.OfferCode,
              label: (
                <>
                  {offer.name} · {money(offer.price)}
                  {offer.needsInPersonApplication ? (
                    <span className="field__hint"> — {t('purchase.inPerson')}</span>
                  ) : null}
                </>
              ),
            }))}
          />
        ) : null}
        <Button onClick={review}>{t('purchase.next')}</Button>
      </div>
    </section>
  );
}

function PurchasePage({ ivrNo }: { ivrNo: string }) {
  const { t, i18n } = useTranslation('prepaidPlans');
  const offers = useGetPrepaidOffersQuery({ language: i18n.language });
  const records = useGetPurchaseRecordsQuery({ ivrNo, language: i18n.language });
  return (
    <>
      {offers.isError ? (
        <PrepaidErrorState error={asApiError(offers.error)} onRetry={() => void offers.refetch()} />
      ) : offers.data ? (
        <PurchaseFlow ivrNo={ivrNo} offers={offers.data} />
      ) : (
        <LoadingState />
      )}
      <PurchaseRecords
        heading={t('records.purchaseHeading')}
        records={records.data}
        error={records.isError ? asApiError(records.error) : null}
        onRetry={() => void records.refetch()}
      />
    </>
  );
}

/** /PrepaidPurchase: type, plan, confirmation, result; and the purchase record. */
export default function PrepaidPurchaseScreen() {
  return <PrepaidFrame>{(ivrNo) => <PurchasePage ivrNo={ivrNo} />}</PrepaidFrame>;
}
