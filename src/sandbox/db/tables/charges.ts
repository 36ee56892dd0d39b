import type { SandboxDb } from '../types';

/**
 * One-off charges put on a number's next phone bill (an add-on bought, a parking ticket paid):
 * Bill/CHTMobileBalance adds those of the current month to the unbilled amount.
 */
export interface ChargeRow {
  id: string;
  deviceNo: string;
  /** What the charge is for; the label a bill line would carry. */
  kind: 'addon' | 'parking' | 'other';
  label: string;
  amount: number;
  /** ISO date-time the charge was made. */
  chargedAt: string;
}

export interface ChargeTables {
  charges: ChargeRow[];
}

export function seedChargeTables(): ChargeTables {
  return { charges: [] };
}

/** Records a charge for the next bill and returns it. */
export function addCharge(db: SandboxDb, charge: Omit<ChargeRow, 'id'>): ChargeRow {
  db.meta.sequence += 1;
  const row: ChargeRow = { ...charge, id: `CH${String(db.meta.sequence).padStart(6, '0')}` };
  db.charges.charges.push(row);
  return row;
}

/** The number's charges made on or after `since` (the start of the bill period). */
export function chargesSince(db: SandboxDb, deviceNo: string, since: Date): ChargeRow[] {
  const from = since.getTime();
  return db.charges.charges.filter(
    (row) => row.deviceNo === deviceNo && Date.parse(row.chargedAt) >= from,
  );
}
