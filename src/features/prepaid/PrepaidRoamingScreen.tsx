import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/http';
import type { PrepaidRoamingOffer } from '../../api/prepaidRoaming';
import type { PurchaseResult } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { EmptyState, LoadingState } from '../../components/page/StatusStates';
import { paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';
import { validateChoice, validateIdOrPassport } from '../../lib/validators';
import { ChoiceGroup } from './ChoiceGroup';
import { asApiError, useBuyRoamingOfferMutation, useGetRoamingOffersQuery } from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidField } from './PrepaidField';
import { PrepaidFrame } from './PrepaidFrame';
import { useFieldErrors } from './useFieldErrors';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

function RoamingPurchase({ offers }: { offers: PrepaidRoamingOffer[] }) {
  const { t, i18n } = useTranslation('prepaidPlans');
  const [offerCode, setOfferCode] = useState('');
  const [pid, setPid] = useState('');
  const [result, setResult] = useState<PurchaseResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const { errors, check } = useFieldErrors<'offer' | 'pid'>();
  const [buy, { isLoading }] = useBuyRoamingOfferMutation();
  const money = (amount: number) => formatMoney(amount);
  const regions = (offer: PrepaidRoamingOffer) =>
    (offer.countries ?? [])
      .map((code) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code)
      .join(', ');

  async function submit() {
    if (isLoading) return;
    setResult(null);
    setFailure(null);
    const values = check({
      offer: validateChoice(
        offerCode,
        offers.map((offer) => offer.OfferCode),
        'choice.plan',
      ),
      pid: validateIdOrPassport(pid),
    });
    if (!values) return;
    const reply = await buy({ offerCode: values.offer, pid: values.pid });
    if ('error' in reply) setFailure(asApiError(reply.error));
    else setResult(reply.data);
  }

  if (offers.length === 0) return <EmptyState title={t('roaming.none')} />;
  return (
    <form
      className="prepaid-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {result ? (
        <div className="prepaid-result" role="status">
          <p>{t('purchase.succeeded')}</p>
          {result.mainBalance === undefined ? null : (
            <p>{t('purchase.balanceNow', { balance: money(result.mainBalance) })}</p>
          )}
          <Link to={paths.prepaidRoamingHistory}>{t('roaming.history')}</Link>
        </div>
      ) : null}
      {failure ? (
        <p className="prepaid-alert" role="alert">
          {failureMessage}
        </p>
      ) : null}
      <ChoiceGroup
        legend={t('roaming.offers')}
        name="offer"
        value={offerCode}
        error={errors.offer}
        onChange={setOfferCode}
        choices={offers.map((offer) => ({
          value: offer.OfferCode,
          label: (
            <>
              {offer.name} · {money(offer.price)}
              <span className="field__hint"> — {regions(offer)}</span>
            </>
          ),
        }))}
      />
      <PrepaidField
        label={t('roaming.pid')}
        hint={t('roaming.pidHint')}
        error={errors.pid}
        data-field="pid"
        autoComplete="off"
        value={pid}
        onChange={(event) => setPid(event.target.value)}
      />
      <p>{t('purchase.fromMainBalance')}</p>
      <Button type="submit" busy={isLoading}>
        {t('purchase.buy')}
      </Button>
    </form>
  );
}

function RoamingOffers({ ivrNo }: { ivrNo: string }) {
  const { i18n } = useTranslation();
  const offers = useGetRoamingOffersQuery({ ivrNo, language: i18n.language });
  if (offers.isError) {
    return (
      <PrepaidErrorState error={asApiError(offers.error)} onRetry={() => void offers.refetch()} />
    );
  }
  if (!offers.data) return <LoadingState />;
  return <RoamingPurchase offers={offers.data} />;
}

/** /PrepaidRoaming: prepaid roaming offers and their purchase ({OfferCode, pid}). */
export default function PrepaidRoamingScreen() {
  return <PrepaidFrame>{(ivrNo) => <RoamingOffers ivrNo={ivrNo} />}</PrepaidFrame>;
}
