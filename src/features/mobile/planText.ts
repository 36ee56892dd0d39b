import type { TFunction } from 'i18next';
import type { RatePlan } from '../../api/contract';
import { formatMoney } from '../../lib/format';

/** "10 GB data · 60 free minutes", in the screen's language. */
export function planAllowances(plan: RatePlan, t: TFunction<'mobile'>): string {
  const data =
    plan.dataGb === null || plan.dataGb === undefined
      ? t('plan.unlimitedData')
      : t('plan.data', { gb: plan.dataGb });
  const minutes = plan.voiceMinutes ? t('plan.minutes', { count: plan.voiceMinutes }) : '';
  return [data, minutes].filter(Boolean).join(' · ');
}

export function monthlyFee(amount: number, t: TFunction<'mobile'>): string {
  return t('plan.perMonth', { amount: formatMoney(amount) });
}
