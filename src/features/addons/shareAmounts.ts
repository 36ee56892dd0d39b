import type { ShareTarget } from '../../api/dataShare';

/** MB in a GB, as the usage screens count. */
const MB_PER_GB = 1024;
const GB_TEXT = /^\d{1,4}(?:[.,]\d{1,2})?$/;

/** A typed amount in GB as whole MB: 0 when empty, null when it is not an amount. */
export function megabytesOfGb(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!GB_TEXT.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(',', '.')) * MB_PER_GB);
}

export type AmountProblem = 'format' | 'overLeft';

/**
 * The amounts typed per number, in field order, checked against what may be given: a field that
 * is not an amount is `format`; the field at which the running total passes `limitMB` is
 * `overLeft`. `targets` are the numbers with an amount above 0.
 */
export function checkShareAmounts(
  typed: { deviceNo: string; text: string }[],
  limitMB: number,
): { targets: ShareTarget[]; problems: Map<string, AmountProblem> } {
  const targets: ShareTarget[] = [];
  const problems = new Map<string, AmountProblem>();
  let total = 0;
  for (const { deviceNo, text } of typed) {
    const dataMB = megabytesOfGb(text);
    if (dataMB === null) {
      problems.set(deviceNo, 'format');
      continue;
    }
    if (dataMB === 0) continue;
    total += dataMB;
    if (total > limitMB && ![...problems.values()].includes('overLeft')) {
      problems.set(deviceNo, 'overLeft');
    }
    targets.push({ deviceNo, dataMB });
  }
  return { targets, problems };
}
