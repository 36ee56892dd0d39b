import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PrepaidRoamingOffer } from '../../api/prepaidRoaming';
import type { PurchaseResult } from '../../api/types/prepaid';
import { RadioGroup, TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { useForm, useValidationMessage } from '../../components/form/useForm';
import { EmptyState, LoadingState } from '../../components/page/StatusStates';
import { paths } from '../../config/paths';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMoney, formatRegions } from '../../lib/format';
import { validateChoice, validateIdOrPassport } from '../../lib/validators';
import { asApiError, useBuyRoamingOfferMutation, useGetRoamingOffersQuery } from './prepaidApi';
import { PrepaidErrorState } from './PrepaidErrorState';
import { PrepaidFrame } from './PrepaidFrame';
import { usePrepaidFailure } from './usePrepaidErrorMessage';

function RoamingPurchase({ offers }: { offers: PrepaidRoamingOffer[] }) {
  const { t } = useTranslation('prepaidPlans');
  const language = useLanguage();
  const message = useValidationMessage();
  const form = useForm(
    { offer: '', pid: '' },
    { labels: { offer: t('roaming.offers'), pid: t('roaming.pid') } },
  );
  const [result, setResult] = useState<PurchaseResult | null>(null);
  const failure = usePrepaidFailure(form.failure);
  const [buy] = useBuyRoamingOfferMutation();

  async function submit(values: typeof form.values) {
    setResult(null);
    const codes = offers.map((offer) => offer.OfferCode);
    const offer = validateChoice(values.offer, codes, 'choice.plan');
    const pid = validateIdOrPassport(values.pid);
    if (!form.check({ offer: message(offer), pid: message(pid) }) || !offer.ok || !pid.ok) return;
    const reply = await buy({ offerCode: offer.value, pid: pid.value });
    if ('error' in reply) form.fail(asApiError(reply.error));
    else setResult(reply.data);
  }

  if (offers.length === 0) {
    return (
      <EmptyState title={t('roaming.none')}>
        <Link to={paths.prepaidPurchase}>{t('roaming.noneNext')}</Link>
      </EmptyState>
    );
  }
  return (
    <Form
      form={form}
      onSubmit={submit}
      submitLabel={t('purchase.buy')}
      heading={
        result ? (
          <div className="prepaid-result" role="status">
            <p>{t('purchase.succeeded')}</p>
            {result.mainBalance === undefined ? null : (
              <p>{t('purchase.balanceNow', { balance: formatMoney(result.mainBalance) })}</p>
            )}
            <Link to={paths.prepaidRoamingHistory}>{t('roaming.history')}</Link>
          </div>
        ) : null
      }
      failure={failure}
      className="form prepaid-form"
    >
      <RadioGroup
        {...form.field('offer')}
        label={t('roaming.offers')}
        name="offer"
        options={offers.map((offer) => ({
          value: offer.OfferCode,
          label: (
            <>
              {offer.name} · {formatMoney(offer.price)}
              <span className="field__hint">
                {' '}
                — {formatRegions(offer.countries ?? [], language)}
              </span>
            </>
          ),
        }))}
      />
      <TextField
        {...form.field('pid')}
        label={t('roaming.pid')}
        hint={t('roaming.pidHint')}
        autoComplete="off"
      />
      <p>{t('purchase.fromMainBalance')}</p>
    </Form>
  );
}

function RoamingOffers({ ivrNo }: { ivrNo: string }) {
  const language = useLanguage();
  const offers = useGetRoamingOffersQuery({ ivrNo, language });
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
