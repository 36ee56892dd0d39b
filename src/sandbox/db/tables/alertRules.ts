import { dateAfter, dateOf } from '../dates';
import type { SandboxDb } from '../types';
import { sendMessage, type LocalisedText, type OutboxRow } from './outbox';

/**
 * The carrier's alerts about a number: the fake base-station alert (sent to every number with the
 * alert on when the sandbox panel says a fake base station is near), the bill reminders (checked
 * each time the sandbox clock moves on) and the fault report updates. Each follows
 * /MyNotifySettings through `sendMessage`.
 */

/** The network service code of the fake base-station alert (/DetectFake2GSetting). */
export const FAKE_BASE_STATION_SERVICE = 'FAKE2G';

/** A due reminder goes this many Taipei days before the due date, or fewer when it came late. */
export const DUE_REMINDER_DAYS = 3;

const FAKE_BASE_STATION_TEXT: LocalisedText = {
  'zh-TW': '您所在區域偵測到疑似假基地台，請勿點擊簡訊中的不明連結，也不要提供個人資料。',
  en: 'A suspected fake base station was detected near you. Do not open links in unexpected SMS or give out personal data.',
  id: 'Terdeteksi dugaan BTS palsu di dekat Anda. Jangan buka tautan di SMS tak dikenal atau memberikan data pribadi.',
  th: 'ตรวจพบสถานีฐานปลอมใกล้คุณ อย่าเปิดลิงก์ใน SMS ที่ไม่รู้จักหรือให้ข้อมูลส่วนตัว',
  vi: 'Phát hiện trạm phát sóng giả gần bạn. Đừng mở liên kết trong SMS lạ hoặc cung cấp thông tin cá nhân.',
};

/** Alerts every mobile number that has the fake base-station alert on. */
export function sendFakeBaseStationAlerts(database: SandboxDb, now: Date): OutboxRow[] {
  return database.mobile.lines
    .filter((line) => FAKE_BASE_STATION_SERVICE in line.networkServices)
    .flatMap((line) =>
      sendMessage(database, {
        kind: 'fakeBaseStationAlert',
        deviceNo: line.deviceNo,
        text: FAKE_BASE_STATION_TEXT,
        now,
      }),
    );
}

function dueText(billMonth: string, amount: number, dueDate: string): LocalisedText {
  const sum = `NT$${String(amount)}`;
  return {
    'zh-TW': `提醒您：${billMonth} 帳單 ${sum} 將於 ${dueDate} 到期，請記得繳費。`,
    en: `Reminder: your ${billMonth} bill of ${sum} is due on ${dueDate}.`,
    id: `Pengingat: tagihan ${billMonth} sebesar ${sum} jatuh tempo pada ${dueDate}.`,
    th: `แจ้งเตือน: บิล ${billMonth} ยอด ${sum} ครบกำหนดชำระวันที่ ${dueDate}`,
    vi: `Nhắc nhở: hóa đơn ${billMonth} số tiền ${sum} đến hạn vào ${dueDate}.`,
  };
}

function overdueText(billMonth: string, amount: number, dueDate: string): LocalisedText {
  const sum = `NT$${String(amount)}`;
  return {
    'zh-TW': `您的 ${billMonth} 帳單 ${sum} 已於 ${dueDate} 逾期，請儘速繳費以免影響通信。`,
    en: `Your ${billMonth} bill of ${sum} was due on ${dueDate} and is overdue. Please pay it to keep your service.`,
    id: `Tagihan ${billMonth} sebesar ${sum} jatuh tempo ${dueDate} dan sudah terlambat. Segera bayar agar layanan tetap aktif.`,
    th: `บิล ${billMonth} ยอด ${sum} เลยกำหนดชำระ ${dueDate} แล้ว โปรดชำระเพื่อใช้บริการต่อเนื่อง`,
    vi: `Hóa đơn ${billMonth} số tiền ${sum} đã quá hạn từ ${dueDate}. Vui lòng thanh toán để duy trì dịch vụ.`,
  };
}

/**
 * Sends the reminders due at `now`: for each unpaid bill, one due reminder from DUE_REMINDER_DAYS
 * before its due date, and one overdue reminder once the due date has passed (Taipei days). Each
 * is considered once per bill, sent or not (a customer who turned bill messages off gets none).
 */
export function sendBillReminders(database: SandboxDb, now: Date): OutboxRow[] {
  const today = dateOf(now);
  const remindFrom = dateAfter(now, DUE_REMINDER_DAYS);
  const reminded = (database.outbox.reminded ??= []);
  const sent: OutboxRow[] = [];
  for (const bill of database.bills) {
    if (bill.status === 'paid') continue;
    const overdue = bill.dueDate < today;
    if (!overdue && bill.dueDate > remindFrom) continue;
    const key = `${bill.receiptNo}:${overdue ? 'overdue' : 'due'}`;
    if (reminded.includes(key)) continue;
    reminded.push(key);
    const write = overdue ? overdueText : dueText;
    sent.push(
      ...sendMessage(database, {
        kind: overdue ? 'billOverdueReminder' : 'billDueReminder',
        deviceNo: bill.deviceNo,
        text: write(bill.billMonth, bill.amount, bill.dueDate),
        now,
      }),
    );
  }
  return sent;
}

export type TroubleEvent = 'filed' | 'changed' | 'cancelled';

const TROUBLE_TEXTS: Record<TroubleEvent, (id: string) => LocalisedText> = {
  filed: (id) => ({
    'zh-TW': `您的障礙申告已受理，申告編號 ${id}，我們將儘速處理。`,
    en: `Your fault report ${id} has been received. We will handle it as soon as possible.`,
    id: `Laporan gangguan ${id} telah diterima. Kami akan segera menanganinya.`,
    th: `ได้รับแจ้งเหตุขัดข้องหมายเลข ${id} แล้ว เราจะดำเนินการโดยเร็ว`,
    vi: `Đã tiếp nhận báo hỏng ${id}. Chúng tôi sẽ xử lý sớm nhất có thể.`,
  }),
  changed: (id) => ({
    'zh-TW': `您的障礙申告 ${id} 已更新聯絡或維修時段資料。`,
    en: `Your fault report ${id} has been updated (contact or repair visit).`,
    id: `Laporan gangguan ${id} telah diperbarui (kontak atau jadwal kunjungan).`,
    th: `อัปเดตการแจ้งเหตุขัดข้อง ${id} แล้ว (ผู้ติดต่อหรือเวลาซ่อม)`,
    vi: `Báo hỏng ${id} đã được cập nhật (liên hệ hoặc lịch sửa chữa).`,
  }),
  cancelled: (id) => ({
    'zh-TW': `您的障礙申告 ${id} 已取消。`,
    en: `Your fault report ${id} has been cancelled.`,
    id: `Laporan gangguan ${id} telah dibatalkan.`,
    th: `ยกเลิกการแจ้งเหตุขัดข้อง ${id} แล้ว`,
    vi: `Báo hỏng ${id} đã bị hủy.`,
  }),
};

/** Tells the number's customer what became of their fault report. */
export function sendTroubleUpdate(
  database: SandboxDb,
  update: { deviceNo: string; ticketId: string; event: TroubleEvent; now: Date },
): OutboxRow[] {
  return sendMessage(database, {
    kind: 'troubleUpdate',
    deviceNo: update.deviceNo,
    text: TROUBLE_TEXTS[update.event](update.ticketId),
    now: update.now,
  });
}
