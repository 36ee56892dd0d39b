import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/http';
import type { DaInfo, PrepaidOffer } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { formatDateTime, formatMoney } from '../../lib/format';
import { asApiError, useBuyPlanMutation } from './prepaidApi';
import { usePrepaidErrorMessage } from './usePrepaidErrorMessage';

const GROUPS = ['daily', 'volume', 'hourly'] as const;

interface PlanGroupsProps {
  plans: DaInfo[];
  offers: PrepaidOffer[];
}

/** The holder's plans grouped daily / volume / hourly, with renewal where the rules allow. */
export function PlanGroups({ plans, offers }: PlanGroupsProps) {
  const { t, i18n } = useTranslation('prepaid');
  const [confirming, setConfirming] = useState<DaInfo | null>(null);
  const [renewed, setRenewed] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureMessage = usePrepaidErrorMessage(failure);
  const [buyPlan, { isLoading }] = useBuyPlanMutation();
  const priceOf = (plan: DaInfo) =>
    offers.find((offer) => offer.OfferCode === plan.offerCode)?.price;

  async function renew(plan: DaInfo) {
    if (!plan.offerCode || isLoading) return;
    setFailure(null);
    const reply = await buyPlan({ offerCode: plan.offerCode });
    setConfirming(null);
    if ('error' in reply) setFailure(asApiError(reply.error));
    else setRenewed(true);
  }

  return (
    <section className="prepaid-section">
      <h2 id="prepaid-plans">{t('subscriber.plans')}</h2>
      {renewed ? (
        <p className="prepaid-result" role="status">
          {t('subscriber.renewed')}
        </p>
      ) : null}
      {failure ? (
        <p className="prepaid-alert" role="alert">
          {failureMessage}
        </p>
      ) : null}
      {confirming ? (
        <div className="notice" role="group" aria-label={t('subscriber.renew')}>
          <p>
            {t('subscriber.renewConfirm', {
              name: confirming.name,
              price:
                priceOf(confirming) === undefined
                  ? t('subscriber.renewUnknownPrice')
                  : formatMoney(priceOf(confirming) ?? 0),
            })}
          </p>
          <div className="prepaid-links">
            <Button busy={isLoading} onClick={() => void renew(confirming)}>
              {t('subscriber.renewYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('subscriber.renewNo')}
            </Button>
          </div>
        </div>
      ) : null}
      {GROUPS.map((group) => {
        const rows = plans.filter((plan) => (plan.category ?? 'daily') === group);
        return (
          <div key={group}>
            <h3>{t(`subscriber.groups.${group}`)}</h3>
            {rows.length === 0 ? (
              <p>{t('subscriber.noPlans')}</p>
            ) : (
              <ul className="prepaid-plan-cards" aria-label={t(`subscriber.groups.${group}`)}>
                {rows.map((plan) => (
                  <li key={`${plan.offerCode ?? plan.name}-${plan.startTime}`}>
                    <p className="prepaid-plan-cards__name">
                      <strong>{plan.name}</strong>
                      <span className={`prepaid-status prepaid-status--${plan.status}`}>
                        {t(`subscriber.statuses.${plan.status}`)}
                      </span>
                    </p>
                    <dl className="prepaid-facts">
                      <div>
                        <dt>{t('subscriber.start')}</dt>
                        <dd>{formatDateTime(plan.startTime, i18n.language)}</dd>
                      </div>
                      <div>
                        <dt>{t('subscriber.end')}</dt>
                        <dd>{formatDateTime(plan.endTime, i18n.language)}</dd>
                      </div>
                      <div>
                        <dt>{t('subscriber.description')}</dt>
                        <dd>{plan.description}</dd>
                      </div>
                    </dl>
                    {plan.renewable ? (
                      <Button
                        variant="secondary"
                        aria-label={`${t('subscriber.renew')} ${plan.name}`}
                        onClick={() => {
                          setRenewed(false);
                          setConfirming(plan);
                        }}
                      >
                        {t('subscriber.renew')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
