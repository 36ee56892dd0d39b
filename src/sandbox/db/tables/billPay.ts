/** Sandbox tables of bill payment, e-bill and SMS bill. Rows are plain JSON (the browser keeps the database in localStorage). */
export interface BillPayTables {
  /** Replaced by the real tables of this part. */
  rows: never[];
}

export function seedBillPayTables(now: Date): BillPayTables {
  return { rows: now.getTime() < 0 ? [] : [] };
}
