import type { RechargeBalance } from '../../api/recharge';

export type AmountError = 'required' | 'digits' | 'range' | 'step' | 'overBalance';

/**
 * A typed recharge amount: whole dollars, within the carrier's range, in its steps, and not
 * lifting the stored value above its maximum. Returns the amount or the first rule it breaks.
 */
export function checkRechargeAmount(
  typed: string,
  rules: RechargeBalance,
): { ok: true; amount: number } | { ok: false; error: AmountError } {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'digits' };
  const amount = Number(text);
  if (amount < rules.minAmount || amount > rules.maxAmount) return { ok: false, error: 'range' };
  if (amount % rules.step !== 0) return { ok: false, error: 'step' };
  if (rules.balance + amount > rules.maxBalance) return { ok: false, error: 'overBalance' };
  return { ok: true, amount };
}
