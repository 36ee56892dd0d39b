import type { NumberSummary, RoamingSummary } from '../../api/dashboard';
import { deviceDueOf } from '../db/bills';
import { sandboxNow } from '../db/clock';
import { db } from '../db/state';
import { allowanceWithExtras, extraDataOf, hasExtraData } from '../db/tables/addonRules';
import { portalDevicesOf } from '../db/sessions';
import { tables } from '../db/tables/memberAreaRules';
import { capOf } from '../db/tables/roamingCap';
import { currentOrder, findPass, spentThisMonth } from '../db/tables/roamingRules';
import { usageDb } from '../db/tables/usageRules';
import type { CustomerRow, DeviceRow } from '../db/types';

const SPEED_TIER = /(\d+(?:\.\d+)?\s*[MG])\b/i;

/** A broadband plan's speed tier as the carrier names it ('500M'), from its rate plan. */
export function speedTierOf(ratePlan: string): string | null {
  return SPEED_TIER.exec(ratePlan)?.[1]?.toUpperCase() ?? null;
}

function roamingOf(deviceNo: string, now: Date): RoamingSummary {
  const order = currentOrder(deviceNo, now);
  const pass = order ? findPass(order.packageId) : undefined;
  const cap = capOf(deviceNo);
  return {
    pass: order && pass ? { name: pass.name, until: order.endDate } : null,
    monthSpend: spentThisMonth(deviceNo, now),
    spendCap: cap.enabled ? cap.monthlyAmount : null,
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * One number of dashboard/SimplifiedInformation, from the bill, usage, contract and roaming
 * tables: what it owes, and the usage line of its kind (mobile data, broadband speed tier and
 * traffic, landline minutes).
 */
export function numberSummary(row: DeviceRow, customer: CustomerRow): NumberSummary {
  const now = sandboxNow();
  const due = deviceDueOf(row);
  const portal = portalDevicesOf(customer).find((device) => device.deviceNo === row.deviceNo);
  const isMobile = row.deviceType === 'mobile';
  const isBroadband = row.deviceType === 'broadband';
  const usage = usageDb();
  const days = usage.dailyUsage.filter((day) => day.deviceNo === row.deviceNo);
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    round(days.reduce((total, day) => total + pick(day), 0));
  const meter = usage.meters.find((candidate) => candidate.deviceNo === row.deviceNo);
  const contract = tables().contracts.find((candidate) => candidate.deviceNo === row.deviceNo);
  const extra = extraDataOf(db(), row.deviceNo, now);
  return {
    deviceNo: row.deviceNo,
    deviceType: row.deviceType,
    alias: [portal?.AliasOfCustom, row.alias].find((name) => name) ?? '',
    ratePlan: row.ratePlan,
    amountDue: due.totalDue,
    dueDate: due.dueDate,
    billStatus: due.status,
    dataUsedMB: isMobile ? sum((day) => day.dataMB) : null,
    dataAllowanceMB: isMobile ? allowanceWithExtras(meter?.dataAllowanceMB ?? null, extra) : null,
    ...(isMobile && hasExtraData(extra) ? { extraData: extra } : {}),
    speedTier: isBroadband ? speedTierOf(row.ratePlan) : null,
    trafficMB: isBroadband ? sum((day) => day.downloadMB + day.uploadMB) : null,
    voiceMinutes: row.deviceType === 'fixedline' ? sum((day) => day.voiceMinutes) : null,
    contractEnd: contract?.contractEnd ?? null,
    roaming: isMobile ? roamingOf(row.deviceNo, now) : null,
  };
}
