import type { ApiError } from '../../api/http';
import type { DaBalance, DaInfo, PrepaidSubscriber } from '../../api/types/prepaid';
import { useLanguage } from '../../i18n/useLanguage';
import {
  asApiError,
  useGetPrepaidBalancesQuery,
  useGetPrepaidPlansQuery,
  useGetPrepaidSubscriberQuery,
} from './prepaidApi';

export interface PrepaidCard {
  subscriber: PrepaidSubscriber;
  balances: DaBalance[];
  plans: DaInfo[];
}

/**
 * The card's number information, other balances and plans together: `card` once all three have
 * come, `error` as soon as one failed, and `retry` asking for all three again.
 */
export function usePrepaidCard(ivrNo: string): {
  card: PrepaidCard | null;
  error: ApiError | null;
  retry: () => void;
} {
  const language = useLanguage();
  const subscriber = useGetPrepaidSubscriberQuery({ ivrNo });
  const balances = useGetPrepaidBalancesQuery({ ivrNo });
  const plans = useGetPrepaidPlansQuery({ ivrNo, language });
  const failed = [subscriber, balances, plans].find((query) => query.isError);
  const card =
    subscriber.data && balances.data && plans.data
      ? { subscriber: subscriber.data, balances: balances.data, plans: plans.data }
      : null;
  return {
    card,
    error: failed ? asApiError(failed.error) : null,
    retry: () => {
      void subscriber.refetch();
      void balances.refetch();
      void plans.refetch();
    },
  };
}
