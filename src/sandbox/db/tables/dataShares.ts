import { billMonthOf, splitBillMonth, startOfTaipeiDate, taipeiDate, isoDate } from '../dates';
import type { SandboxDb } from '../types';
import type { DataShareRow, MonthlyShareRow } from './addons';

/**
 * The gifts of data between numbers as the usage calls and the share logs read them: the one-off
 * and written monthly rows of `shares`, plus the months the standing monthly settings have given
 * so far (from their first month to this one), dated the 1st of each month.
 */

export const monthOfInstant = (instant: Date | string): string => {
  const { year, month } = taipeiDate(typeof instant === 'string' ? new Date(instant) : instant);
  return billMonthOf(year, month);
};

/** The months from `first` to `last` (`YYYYMM`, both included); none when first is later. */
function monthsBetween(first: string, last: string): string[] {
  const { year, month } = splitBillMonth(first);
  const months: string[] = [];
  for (let offset = 0; ; offset += 1) {
    const next = billMonthOf(year, month, offset);
    if (next > last) return months;
    months.push(next);
  }
}

/** The gifts a standing setting has made up to the month of `now`. */
export function monthlyGiftsOf(row: MonthlyShareRow, now: Date): DataShareRow[] {
  return monthsBetween(row.fromMonth, monthOfInstant(now)).map((month) => {
    const { year, month: monthNumber } = splitBillMonth(month);
    return {
      shareId: `M${month}${row.fromNo}${row.toNo}`,
      fromNo: row.fromNo,
      toNo: row.toNo,
      dataMB: row.dataMB,
      at: startOfTaipeiDate(isoDate(year, monthNumber, 1)).toISOString(),
      kind: 'monthly',
    };
  });
}

/** Every gift so far, newest first. */
export function allGifts(db: SandboxDb, now: Date): DataShareRow[] {
  return [
    ...db.addons.shares,
    ...db.addons.monthlyShares.flatMap((row) => monthlyGiftsOf(row, now)),
  ].sort((left, right) => right.at.localeCompare(left.at));
}

/** What a number received minus what it gave in the month of `now` (MB). */
export function sharedBalanceOf(db: SandboxDb, deviceNo: string, now: Date): number {
  const thisMonth = monthOfInstant(now);
  return allGifts(db, now)
    .filter((row) => monthOfInstant(row.at) === thisMonth)
    .reduce(
      (total, row) =>
        total +
        (row.toNo === deviceNo ? row.dataMB : 0) -
        (row.fromNo === deviceNo ? row.dataMB : 0),
      0,
    );
}
