import type { TFunction } from 'i18next';
import type { RatePlan } from '../../api/contract';
import { href, paths } from '../../config/paths';
import { formatMoney } from '../../lib/format';

/** The query parameter of /MobileRateChange that preselects a plan (the plan advice links so). */
export const PLAN_PARAMETER = 'plan';

/** The /MobileRateChange address with `packageCode` preselected. */
export function rateChangeHref(packageCode: string): string {
  return `${href(paths.mobileRateChange)}?${new URLSearchParams({ [PLAN_PARAMETER]: packageCode }).toString()}`;
}

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
