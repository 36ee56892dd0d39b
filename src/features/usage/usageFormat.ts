import { taipeiParts } from '../../lib/format';

/** `YYYYMM` of the month running now in Taipei. */
export function currentTaipeiMonth(now = Date.now()): string {
  const parts = taipeiParts(now);
  return parts ? `${String(parts.year)}${String(parts.month).padStart(2, '0')}` : '';
}
