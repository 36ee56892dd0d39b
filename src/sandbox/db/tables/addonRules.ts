import type { AddonProduct, AddonPurchase } from '../../../api/addon';
import { ADDON_REFUSALS } from '../../../api/addon';
import { dateAfter, dateOf } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { SandboxDb } from '../types';
import { ADDON_CATALOGUE, type AddonPurchaseRow, type CatalogueAddon } from './addons';
import { addCharge } from './charges';
import { sharedBalanceOf } from './dataShares';
import { lineMayOrder } from './mobileRules';

/** What the sandbox answers when it refuses an add-on; carrier messages are Traditional Chinese. */
export const ADDON_MESSAGES = {
  unknown: '查無此加值服務',
  running: '此門號已有相同的加值服務使用中，到期後才能再次購買',
  prepaid: '預付卡門號無法於此購買加值服務，請至預付卡專區購買',
  notMobile: '此門號非行動電話，無法購買加值服務',
} as const;

/** The last day an add-on bought at `now` runs: the day of purchase counts as the first. */
export function expirationOf(addon: CatalogueAddon, now: Date): string {
  return dateAfter(now, addon.validityDays - 1);
}

export function isRunning(row: AddonPurchaseRow, now: Date): boolean {
  return row.expirationDate >= dateOf(now);
}

export function purchasesOf(db: SandboxDb, deviceNo: string): AddonPurchaseRow[] {
  return db.addons.purchases
    .filter((row) => row.deviceNo === deviceNo)
    .sort((left, right) => right.boughtAt.localeCompare(left.boughtAt));
}

export function catalogueFor(db: SandboxDb, deviceNo: string, now: Date): AddonProduct[] {
  const running = new Set(
    purchasesOf(db, deviceNo)
      .filter((row) => isRunning(row, now))
      .map((row) => row.pid),
  );
  return ADDON_CATALOGUE.map((addon) => ({
    ...addon,
    expirationDate: expirationOf(addon, now),
    running: running.has(addon.pid),
  }));
}

export function purchaseView(row: AddonPurchaseRow, now: Date): AddonPurchase {
  return {
    orderId: row.orderId,
    pid: row.pid,
    productName: row.productName,
    price: row.price,
    dataMB: row.dataMB,
    voiceMinutes: row.voiceMinutes,
    boughtAt: row.boughtAt,
    expirationDate: row.expirationDate,
    running: isRunning(row, now),
  };
}

/**
 * Whether `deviceNo` may buy add-on `pid` now: not a prepaid number, a mobile line of the
 * customer that is not suspended (`lineMayOrder`), a known add-on, not one already running.
 */
export function mayBuyAddon(
  db: SandboxDb,
  deviceNo: string,
  pid: string,
  now: Date,
): Outcome<CatalogueAddon> {
  if (db.prepaidSubscribers.some((card) => card.number === deviceNo)) {
    return refused(ADDON_MESSAGES.prepaid, ADDON_REFUSALS.prepaid);
  }
  const device = db.devices.find((row) => row.deviceNo === deviceNo);
  if (device?.deviceType !== 'mobile') {
    return refused(ADDON_MESSAGES.notMobile, ADDON_REFUSALS.notMobile);
  }
  const addon = ADDON_CATALOGUE.find((row) => row.pid === pid);
  if (!addon) return refused(ADDON_MESSAGES.unknown, ADDON_REFUSALS.unknown);
  const mayOrder = lineMayOrder(db, deviceNo);
  if (!mayOrder.ok) return mayOrder;
  if (purchasesOf(db, deviceNo).some((row) => row.pid === pid && isRunning(row, now))) {
    return refused(ADDON_MESSAGES.running, ADDON_REFUSALS.running);
  }
  return accepted(addon);
}

/** Buys the add-on (inside mutate()): one purchase row and its charge on the next phone bill. */
export function buyAddon(
  db: SandboxDb,
  deviceNo: string,
  pid: string,
  now: Date,
): Outcome<AddonPurchase> {
  const allowed = mayBuyAddon(db, deviceNo, pid, now);
  if (!allowed.ok) return allowed;
  const addon = allowed.value;
  db.meta.sequence += 1;
  const row: AddonPurchaseRow = {
    orderId: `AO${String(db.meta.sequence).padStart(6, '0')}`,
    deviceNo,
    pid: addon.pid,
    productName: addon.productName,
    price: addon.price,
    dataMB: addon.dataMB,
    voiceMinutes: addon.voiceMinutes,
    boughtAt: now.toISOString(),
    expirationDate: expirationOf(addon, now),
  };
  db.addons.purchases.push(row);
  addCharge(db, {
    deviceNo,
    kind: 'addon',
    label: addon.productName,
    amount: addon.price,
    chargedAt: row.boughtAt,
  });
  return accepted(purchaseView(row, now));
}

/** A plan's allowance with this month's extra data (an unlimited plan stays unlimited). */
export function allowanceWithExtras(
  planAllowanceMB: number | null,
  extra: { addonMB: number; sharedMB: number },
): number | null {
  return planAllowanceMB === null
    ? null
    : Math.max(planAllowanceMB + extra.addonMB + extra.sharedMB, 0);
}

export const hasExtraData = (extra: { addonMB: number; sharedMB: number }) =>
  extra.addonMB !== 0 || extra.sharedMB !== 0;

/**
 * The data a number has beyond its plan this month: the add-ons running now, and the data shared
 * to it minus the data it gave this month. The usage calls add both to a limited allowance.
 */
export function extraDataOf(
  db: SandboxDb,
  deviceNo: string,
  now: Date,
): { addonMB: number; sharedMB: number } {
  const addonMB = purchasesOf(db, deviceNo)
    .filter((row) => isRunning(row, now))
    .reduce((total, row) => total + (row.dataMB ?? 0), 0);
  return { addonMB, sharedMB: sharedBalanceOf(db, deviceNo, now) };
}
