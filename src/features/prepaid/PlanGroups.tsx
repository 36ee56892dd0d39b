import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import type { ApiError } from '../../api/http';
import type { DaInfo, PlanStatus, PrepaidOffer } from '../../api/types/prepaid';
import { Button } from '../../components/Button';
import { FormAlert, FormSuccess } from '../../components/form/FormAlert';
import { formatDataVolume, formatDateTime, formatMoney } from '../../lib/format';
import { asApiError, useBuyPlanMutation } from './prepaidApi';
import { usePrepaidFailure } from './usePrepaidErrorMessage';
import { Facts } from '../../components/Facts';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge';

const GROUPS = ['daily', 'volume', 'hourly'] as const;

const PLAN_TONE: Record<PlanStatus, StatusTone> = {
  active: 'ok',
  extended: 'info',
  expired: 'neutral',
  withdrawn: 'neutral',
};

interface PlanGroupsProps {
  plans: DaInfo[];
  offers: PrepaidOffer[];
}

/** The holder's plans grouped daily / volume / hourly, with renewal where the rules allow. */
export function PlanGroups({ plans, offers }: PlanGroupsProps) {
  const { t } = useTranslation('prepaid');
  const language = useLanguage();
  const [confirming, setConfirming] = useState<DaInfo | null>(null);
  const [renewed, setRenewed] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const alert = usePrepaidFailure(failure);
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
      <FormSuccess>{renewed ? t('subscriber.renewed') : null}</FormSuccess>
      <FormAlert error={alert} />
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
                      <StatusBadge tone={PLAN_TONE[plan.status]}>
                        {t(`subscriber.statuses.${plan.status}`)}
                      </StatusBadge>
                    </p>
                    <Facts
                      items={[
                        [t('subscriber.start'), formatDateTime(plan.startTime, language)],
                        [t('subscriber.end'), formatDateTime(plan.endTime, language)],
                        [t('subscriber.description'), plan.description],
                        plan.remainingMb === undefined
                          ? null
                          : [
                              t('subscriber.dataLeft'),
                              formatDataVolume(plan.remainingMb, language),
                            ],
                        plan.bonusRemainingMb === undefined
                          ? null
                          : [
                              t('subscriber.bonusLeft'),
                              formatDataVolume(plan.bonusRemainingMb, language),
                            ],
                      ]}
                    />
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
