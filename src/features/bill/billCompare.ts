import type { BillLine } from '../../api/types/bill';

/**
 * How one kind of charge changed from the previous bill to this one. `up`/`down` are charges
 * that grew or shrank; `creditUp`/`creditDown` are discounts and credits (negative amounts) that
 * grew (the customer saves more) or shrank.
 */
export type LineChangeKind = 'up' | 'down' | 'creditUp' | 'creditDown' | 'new' | 'gone' | 'same';

export interface LineChange {
  code: string;
  /** The carrier's wording of the line (this bill's, or last month's for a line that is gone). */
  name: string;
  before: number | null;
  after: number | null;
  kind: LineChangeKind;
}

interface Group {
  code: string;
  name: string;
  amount: number;
}

/** Lines of one bill summed per kind of charge (a bill may list calls twice, say). */
function groupLines(lines: readonly BillLine[]): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    const group = groups.get(line.code);
    if (group) group.amount += line.amount;
    else groups.set(line.code, { code: line.code, name: line.name, amount: line.amount });
  }
  return groups;
}

function kindOf(before: number, after: number): LineChangeKind {
  if (before === after) return 'same';
  if (before <= 0 && after <= 0)
    return Math.abs(after) > Math.abs(before) ? 'creditUp' : 'creditDown';
  return after > before ? 'up' : 'down';
}

/** Every kind of charge of either bill: this bill's order first, then what is gone. */
export function compareBills(
  previous: readonly BillLine[],
  current: readonly BillLine[],
): LineChange[] {
  const before = groupLines(previous);
  const after = groupLines(current);
  const changes: LineChange[] = [];
  for (const group of after.values()) {
    const earlier = before.get(group.code);
    changes.push({
      code: group.code,
      name: group.name,
      before: earlier ? earlier.amount : null,
      after: group.amount,
      kind: earlier ? kindOf(earlier.amount, group.amount) : 'new',
    });
  }
  for (const group of before.values()) {
    if (after.has(group.code)) continue;
    changes.push({
      code: group.code,
      name: group.name,
      before: group.amount,
      after: null,
      kind: 'gone',
    });
  }
  return changes;
}
