import { useTranslation } from 'react-i18next';
import type { SpendCap } from '../../api/types/roaming';
import { formatMoney } from '../../lib/format';
import type { CapProjection } from './capProjection';

/** What the projection says in words; null when the cap is off. */
export function useCapProjectionText(): (
  cap: SpendCap,
  projection: CapProjection,
) => string | null {
  const { t } = useTranslation('roaming');
  return (cap, projection) => {
    const values = { cap: formatMoney(cap.monthlyAmount) };
    switch (projection.kind) {
      case 'none':
        return null;
      case 'within':
        return t('buy.cap.within', {
          ...values,
          share: projection.share,
          total: formatMoney(projection.total),
        });
      case 'over':
        return t(projection.refused ? 'buy.cap.overStop' : 'buy.cap.overAlert', {
          ...values,
          share: projection.share,
          total: formatMoney(projection.total),
        });
      case 'dataReached':
        return t(projection.refused ? 'buy.cap.dataStop' : 'buy.cap.dataAlert');
    }
  };
}

/** The pass against the month's cap, before buying: within it, past it (warned or refused). */
export function PassCapNotice({ cap, projection }: { cap: SpendCap; projection: CapProjection }) {
  const projectionText = useCapProjectionText();
  const text = projectionText(cap, projection);
  if (text === null) return null;
  const warns = projection.kind === 'over' || projection.kind === 'dataReached';
  return <p className={warns ? 'notice roaming-buy__cap' : 'roaming-buy__cap'}>{text}</p>;
}
