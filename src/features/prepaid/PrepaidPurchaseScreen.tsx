import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { PrepaidOffer, PurchaseResult } from '../../api/types/prepaid';
import { LoadingState } from '../../components/page/StatusStates';
import { useLanguage } from '../../i18n/useLanguage';
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
import {
  PurchaseChoice,
  PurchaseConfirm,
  PurchaseOutcome,
  type PurchaseChoiceValues,
} from './PurchaseSteps';

type Step =
  | { name: 'choose' }
  | { name: 'confirm'; offer: PrepaidOffer }
  | {
      name: 'outcome';
      offer: PrepaidOffer;
      outcome: { result: PurchaseResult } | { failure: ApiError };
    };

const NO_CHOICE: PurchaseChoiceValues = { type: '', duration: '', plan: '' };

/** Choose, confirm, buy: the choice survives going back; a new purchase keeps type and validity. */
function PurchaseFlow({ ivrNo, offers }: { ivrNo: string; offers: PrepaidOffer[] }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [choice, setChoice] = useState(NO_CHOICE);
  const { data: subscriber } = useGetPrepaidSubscriberQuery({ ivrNo });
  const [buyPlan, { isLoading }] = useBuyPlanMutation();

  async function buy(offer: PrepaidOffer) {
    if (isLoading) return;
    const reply = await buyPlan({ offerCode: offer.OfferCode });
    const outcome =
      'error' in reply ? { failure: asApiError(reply.error) } : { result: reply.data };
    setStep({ name: 'outcome', offer, outcome });
  }

  if (step.name === 'confirm') {
    return (
      <PurchaseConfirm
        offer={step.offer}
        balance={subscriber?.mainBalance}
        busy={isLoading}
        onBuy={() => void buy(step.offer)}
        onBack={() => {
          setStep({ name: 'choose' });
        }}
      />
    );
  }
  if (step.name === 'outcome') {
    return (
      <PurchaseOutcome
        offer={step.offer}
        outcome={step.outcome}
        onAgain={() => {
          setChoice({ ...choice, plan: '' });
          setStep({ name: 'choose' });
        }}
      />
    );
  }
  return (
    <PurchaseChoice
      offers={offers}
      initial={choice}
      onReview={(offer, values) => {
        setChoice(values);
        setStep({ name: 'confirm', offer });
      }}
    />
  );
}

function PurchasePage({ ivrNo }: { ivrNo: string }) {
  const { t } = useTranslation('prepaidPlans');
  const language = useLanguage();
  const offers = useGetPrepaidOffersQuery({ language });
  const records = useGetPurchaseRecordsQuery({ ivrNo, language });
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
