import type { SpendCap, SpendCapAlertLevel } from '../../../api/types/roaming';
import { SPEND_CAP_ALERT_LEVELS } from '../../../api/types/roaming';
import { dateOf } from '../dates';
import type { Refusal } from '../outcome';
import { db } from '../state';
import type { SandboxDb } from '../types';
import { sendMessage, type LocalisedText } from './outbox';
import type { SpendCapRow } from './roaming';
import {
  capSpendRefusal,
  currentOrder,
  dataUsedThisMonth,
  ntd,
  ROAMING_REFUSALS,
  spentThisMonth,
  thisMonth,
} from './roamingRules';

/**
 * The customer's monthly roaming cap: its month's figures, the refusals of a "stop" cap, the
 * 50/80/100 % alerts (sent to the outbox once per level and month) and the stop itself, which
 * turns roaming data off until the month or the cap changes.
 */

export const DEFAULT_CAP: Omit<SpendCapRow, 'deviceNo'> = {
  enabled: false,
  monthlyAmount: 1000,
  dataThresholdMB: null,
  channel: 'SMS',
  action: 'alert',
};

/** What a day of an active pass with roaming data on adds to its use in the sandbox. */
export const DAILY_ROAMING_USE_MB = 256;

export function capOf(deviceNo: string): SpendCapRow {
  return db().roaming.caps.find((row) => row.deviceNo === deviceNo) ?? { deviceNo, ...DEFAULT_CAP };
}

/** Shares of the cap used this month (percent, unrounded): by the spend and by the data. */
function sharesOf(cap: SpendCapRow, spent: number, dataUsed: number) {
  const spend = cap.monthlyAmount > 0 ? (spent / cap.monthlyAmount) * 100 : 0;
  const data =
    cap.dataThresholdMB !== null && cap.dataThresholdMB > 0
      ? (dataUsed / cap.dataThresholdMB) * 100
      : 0;
  return { spend, data, highest: Math.max(spend, data) };
}

/** The cap with the month's figures; an alert level is reached by the spend or by the data. */
export function spendCapView(deviceNo: string, now: Date): SpendCap {
  const cap = capOf(deviceNo);
  const spent = spentThisMonth(deviceNo, now);
  const dataUsed = dataUsedThisMonth(deviceNo, now);
  const share = sharesOf(cap, spent, dataUsed).highest;
  const alertsReached: SpendCapAlertLevel[] = cap.enabled
    ? SPEND_CAP_ALERT_LEVELS.filter((level) => share >= level)
    : [];
  return {
    enabled: cap.enabled,
    monthlyAmount: cap.monthlyAmount,
    dataThresholdMB: cap.dataThresholdMB,
    channel: cap.channel,
    action: cap.action,
    month: thisMonth(now),
    spentThisMonth: spent,
    dataUsedThisMonthMB: dataUsed,
    alertsReached,
  };
}

/** Why a "stop" cap refuses a pass of this price: the spend would pass it, or the data has. */
export function capRefusal(deviceNo: string, price: number, now: Date): Refusal | null {
  const cap = capOf(deviceNo);
  if (!cap.enabled || cap.action !== 'stop') return null;
  const spent = spentThisMonth(deviceNo, now);
  if (spent + price > cap.monthlyAmount) return capSpendRefusal(price, cap.monthlyAmount, spent);
  const { data } = sharesOf(cap, spent, dataUsedThisMonth(deviceNo, now));
  return data >= 100 ? ROAMING_REFUSALS.capData : null;
}

/** A "stop" cap at 100 % by the spend or the data. */
export function capStops(deviceNo: string, now: Date): boolean {
  const cap = capOf(deviceNo);
  if (!cap.enabled || cap.action !== 'stop') return false;
  const shares = sharesOf(cap, spentThisMonth(deviceNo, now), dataUsedThisMonth(deviceNo, now));
  return shares.highest >= 100;
}

/** The alert in every interface language (the customer reads it in theirs). */
function alertText(
  deviceNo: string,
  level: SpendCapAlertLevel,
  view: SpendCap,
  stopped: boolean,
): LocalisedText {
  const cap = ntd(view.monthlyAmount);
  const spent = ntd(view.spentThisMonth);
  const pct = `${String(level)}%`;
  const mb =
    view.dataThresholdMB === null
      ? null
      : `${String(view.dataUsedThisMonthMB)} MB / ${String(view.dataThresholdMB)} MB`;
  return {
    'zh-TW':
      `【漫遊上限通知】門號 ${deviceNo} 本月漫遊已達您設定上限 ${cap} 的 ${pct}` +
      `（已花費 ${spent}${mb ? `，數據已用 ${mb}` : ''}）` +
      `${stopped ? '。已依您的設定停止漫遊數據' : ''}。`,
    en:
      `Roaming cap alert: ${deviceNo} has reached ${pct} of your monthly roaming cap of ${cap} ` +
      `(spent ${spent}${mb ? `, data used ${mb}` : ''}).` +
      (stopped ? ' Roaming data has been stopped as you chose.' : ''),
    id:
      `Peringatan batas roaming: ${deviceNo} telah mencapai ${pct} dari batas roaming bulanan ` +
      `Anda ${cap} (terpakai ${spent}${mb ? `, data terpakai ${mb}` : ''}).` +
      (stopped ? ' Data roaming dihentikan sesuai pilihan Anda.' : ''),
    th:
      `แจ้งเตือนวงเงินโรมมิ่ง: ${deviceNo} ใช้ไปแล้ว ${pct} ของวงเงินโรมมิ่งรายเดือน ${cap} ` +
      `(ใช้ไป ${spent}${mb ? `, ข้อมูลที่ใช้ ${mb}` : ''})` +
      (stopped ? ' หยุดดาต้าโรมมิ่งตามที่คุณเลือกแล้ว' : ''),
    vi:
      `Cảnh báo hạn mức chuyển vùng: ${deviceNo} đã dùng ${pct} hạn mức chuyển vùng hằng tháng ` +
      `${cap} (đã chi ${spent}${mb ? `, dữ liệu đã dùng ${mb}` : ''}).` +
      (stopped ? ' Dữ liệu chuyển vùng đã dừng theo lựa chọn của bạn.' : ''),
  };
}

/** Today's use of the pass in use, while roaming data is on (the sandbox's stand-in for a network). */
function accrueUsage(database: SandboxDb, deviceNo: string, now: Date): void {
  const settings = database.roaming.settings.find((row) => row.deviceNo === deviceNo);
  if (settings?.switch !== 'Y') return;
  const order = currentOrder(deviceNo, now);
  const today = dateOf(now);
  if (!order) return;
  const logged = database.roaming.dailyUsage.some(
    (row) => row.orderId === order.orderId && row.date === today,
  );
  if (!logged) {
    database.roaming.dailyUsage.push({
      orderId: order.orderId,
      date: today,
      usedMB: DAILY_ROAMING_USE_MB,
    });
  }
}

/** Roaming data off while a "stop" cap holds, back on once it no longer does. */
function applyStop(database: SandboxDb, deviceNo: string, now: Date): boolean {
  const settings = database.roaming.settings.find((row) => row.deviceNo === deviceNo);
  const stops = capStops(deviceNo, now);
  if (settings && stops && settings.switch === 'Y') {
    settings.switch = 'N';
    settings.offReason = 'spendCap';
  } else if (settings?.offReason === 'spendCap' && !stops) {
    settings.switch = 'Y';
    settings.offReason = null;
  }
  return stops;
}

/**
 * Brings a number's roaming up to now: today's data use, the cap's stop (roaming data off with
 * the reason, and back on once the cap no longer stops it) and the alerts not yet sent this month.
 * Runs inside `mutate`, before every roaming call about the number.
 */
export function settleRoaming(database: SandboxDb, deviceNo: string, now: Date): void {
  // The stop is judged before today's use (a stopped number uses nothing) and again after it.
  applyStop(database, deviceNo, now);
  accrueUsage(database, deviceNo, now);
  const stops = applyStop(database, deviceNo, now);
  const view = spendCapView(deviceNo, now);
  const handled = database.roaming.capAlerts.filter(
    (row) => row.deviceNo === deviceNo && row.month === view.month,
  );
  for (const level of view.alertsReached) {
    if (handled.some((row) => row.level === level)) continue;
    database.roaming.capAlerts.push({ deviceNo, month: view.month, level });
    sendMessage(database, {
      kind: 'roamingCapAlert',
      deviceNo,
      text: alertText(deviceNo, level, view, level === 100 && stops),
      now,
    });
  }
}
