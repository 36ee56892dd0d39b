import type {
  EcsBooking,
  EcsFaultReport,
  EcsLineService,
  EcsTicket,
  EcsUser,
} from '../../../api/types/ecs';
import { STORE_SERVICES } from '../../../api/types/serviceCenter';
import { dateAfter } from '../dates';
import { accepted, refused, type Outcome } from '../outcome';
import type { EcsBookingRow, EcsTables, EcsTicketRow } from './ecs';
import { visibleLines } from './ecsRules';
import { TROUBLE_CATEGORIES, validContact } from './supportTroubleRules';

/** The refusals of company-line service, beside ECS_MESSAGES. */
export const ECS_SERVICE_MESSAGES = {
  line: { code: 'ECS_LINE', message: '此門號不在您可服務的企業門號中' },
  faultOpen: { code: 'ECS_FAULT_OPEN', message: '此門號已有處理中的障礙申告' },
  slotTaken: { code: 'ECS_SLOT_TAKEN', message: '此時段已被預約，請選擇其他時段' },
  badRequest: { code: 'ECS_BAD_REQUEST', message: '資料格式不正確' },
} as const;

/** The enterprise service centre takes visits on the next five days at these times. */
export const ECS_SERVICE_DAYS = 5;
export const ECS_SERVICE_TIMES = ['10:00', '11:00', '14:00', '15:00', '16:00'] as const;
const DESCRIPTION_MAX = 200;

interface Who {
  taxId: string;
  user: EcsUser;
}

const ticketsOf = (tables: EcsTables): readonly EcsTicketRow[] => tables.tickets ?? [];
const bookingsOf = (tables: EcsTables): readonly EcsBookingRow[] => tables.bookings ?? [];

/** A line of the company the user may serve: any for an administrator, their own for staff. */
function serviceableLine(tables: EcsTables, who: Who, lineNo: string) {
  return visibleLines(tables, who.taxId, who.user).find((line) => line.lineNo === lineNo);
}

const toTicket = ({
  id,
  lineNo,
  code,
  description,
  status,
  createdAt,
}: EcsTicketRow): EcsTicket => ({
  id,
  lineNo,
  code,
  description,
  status,
  createdAt,
});

const toBooking = ({ receiveNo, lineNo, date, time, service }: EcsBookingRow): EcsBooking => ({
  receiveNo,
  lineNo,
  date,
  time,
  service,
});

/** The service centre's times from tomorrow; one the company has booked is taken. */
function slotsFrom(tables: EcsTables, taxId: string, now: Date) {
  const taken = new Set(
    bookingsOf(tables)
      .filter((row) => row.taxId === taxId)
      .map((row) => `${row.date} ${row.time}`),
  );
  return Array.from({ length: ECS_SERVICE_DAYS }, (_, index) => dateAfter(now, index + 1)).flatMap(
    (date) =>
      ECS_SERVICE_TIMES.map((time) => ({ date, time, available: !taken.has(`${date} ${time}`) })),
  );
}

/** Categories, times, and the tickets and visits of the lines the user may see (newest first). */
export function lineService(tables: EcsTables, who: Who, now: Date): EcsLineService {
  const lines = new Set(visibleLines(tables, who.taxId, who.user).map((line) => line.lineNo));
  const ours = (row: { taxId: string; lineNo: string }) =>
    row.taxId === who.taxId && lines.has(row.lineNo);
  return {
    categories: TROUBLE_CATEGORIES,
    slots: slotsFrom(tables, who.taxId, now),
    tickets: ticketsOf(tables).filter(ours).map(toTicket).reverse(),
    bookings: bookingsOf(tables).filter(ours).map(toBooking).reverse(),
  };
}

/**
 * A fault report of a line the user may serve, with a category of the line's kind, a description
 * and a contact; one open report per line. The line shows a fault open until it is repaired.
 */
export function reportFault(
  tables: EcsTables,
  who: Who,
  report: EcsFaultReport,
  now: Date,
  sequence: number,
): Outcome<EcsTicket> {
  const line = serviceableLine(tables, who, report.lineNo);
  if (!line) return refused(ECS_SERVICE_MESSAGES.line);
  const description = report.description.trim();
  if (
    !TROUBLE_CATEGORIES[line.kind].some((category) => category.code === report.code) ||
    description === '' ||
    description.length > DESCRIPTION_MAX ||
    !validContact(report.contactName, report.contactPhone)
  ) {
    return refused(ECS_SERVICE_MESSAGES.badRequest);
  }
  const open = ticketsOf(tables).some(
    (row) => row.taxId === who.taxId && row.lineNo === line.lineNo && row.status === 'received',
  );
  if (open) return refused(ECS_SERVICE_MESSAGES.faultOpen);
  const row: EcsTicketRow = {
    taxId: who.taxId,
    id: `ET${String(sequence).padStart(8, '0')}`,
    lineNo: line.lineNo,
    code: report.code,
    description,
    contactName: report.contactName,
    contactPhone: report.contactPhone,
    userId: who.user.userId,
    status: 'received',
    createdAt: now.toISOString(),
  };
  (tables.tickets ??= []).push(row);
  tables.lines.forEach((stored) => {
    if (stored.taxId === who.taxId && stored.lineNo === line.lineNo) stored.faultOpen = true;
  });
  return accepted(toTicket(row));
}

/** A visit about a line the user may serve, at a free time of the centre, for a known service. */
export function bookService(
  tables: EcsTables,
  who: Who,
  params: { lineNo: string; date: string; time: string; service: string },
  now: Date,
  sequence: number,
): Outcome<EcsBooking> {
  if (!serviceableLine(tables, who, params.lineNo)) return refused(ECS_SERVICE_MESSAGES.line);
  if (!(STORE_SERVICES as readonly string[]).includes(params.service)) {
    return refused(ECS_SERVICE_MESSAGES.badRequest);
  }
  const slot = slotsFrom(tables, who.taxId, now).find(
    (candidate) => candidate.date === params.date && candidate.time === params.time,
  );
  if (!slot) return refused(ECS_SERVICE_MESSAGES.badRequest);
  if (!slot.available) return refused(ECS_SERVICE_MESSAGES.slotTaken);
  const row: EcsBookingRow = {
    taxId: who.taxId,
    receiveNo: `EB${String(sequence).padStart(8, '0')}`,
    lineNo: params.lineNo,
    date: params.date,
    time: params.time,
    service: params.service,
    userId: who.user.userId,
  };
  (tables.bookings ??= []).push(row);
  return accepted(toBooking(row));
}
