import type { RequestHandler } from 'msw';
import type {
  FixDateTime,
  MobileTroubleCheck,
  TroubleReceipt,
  TroubleTicket,
} from '../../../api/types/trouble';
import { sandboxNow } from '../../db/clock';
import { mutate, nextSequence } from '../../db/state';
import { sendTroubleUpdate, type TroubleEvent } from '../../db/tables/alertRules';
import {
  changeTicket,
  fileReport,
  freeVisitSlots,
  modifyTicket,
  openTicketOf,
  ticketsOf,
  toTicket,
  TROUBLE_CATEGORIES,
} from '../../db/tables/supportTroubleRules';
import type { Outcome } from '../../db/outcome';
import { jsonBody, ok, refuseWith, reply, text } from '../respond';
import {
  changeSupport,
  onEveryPath,
  ownerOf,
  queryText,
  supportTables,
  troubleRoutes,
  TROUBLE_ERRORS,
  type Actor,
  type Variant,
} from './shared';

/** Tells the customer of the ticket's number when a change of it went through. */
function told<T>(outcome: Outcome<T>, ticketId: string, event: TroubleEvent): Outcome<T> {
  const ticket = supportTables().troubleTickets.find((row) => row.id === ticketId);
  if (outcome.ok && ticket) {
    const { deviceNo } = ticket;
    mutate((database) =>
      sendTroubleUpdate(database, { deviceNo, ticketId, event, now: sandboxNow() }),
    );
  }
  return outcome;
}

async function file(actor: Actor, request: Request, withVisit: boolean): Promise<Response> {
  const body = await jsonBody(request);
  if (!body) return refuseWith(TROUBLE_ERRORS.badRequest);
  const now = sandboxNow();
  const id = `T${String(now.getUTCFullYear())}${String(nextSequence()).padStart(5, '0')}`;
  const outcome = changeSupport((support) =>
    fileReport(
      support,
      {
        id,
        customerId: actor.kind === 'member' ? actor.customer.id : '',
        device: actor.device,
        withVisit,
        contactName: text(body.contact_name_tmp),
        contactPhone: text(body.contact_phone_tmp),
        code: text(body.code),
        description: text(body.showDescription_tmp),
        day: text(body.choosedDay),
        period: text(body.period),
        report: body,
      },
      now,
    ),
  );
  return reply<TroubleReceipt>(told(outcome, id, 'filed'));
}

function ticketRoutes(variant: Variant): RequestHandler[] {
  const { get, post } = troubleRoutes(variant);
  return [
    get(
      'MobileTroubleCheck',
      (actor) => {
        const open = openTicketOf(supportTables(), actor.device.deviceNo);
        return ok<MobileTroubleCheck>(
          open
            ? {
                canReport: false,
                openTicketId: open.id,
                message: TROUBLE_ERRORS.openTicket.message,
              }
            : { canReport: true },
        );
      },
      false,
    ),
    get('MobileTrouble', (actor) => ok(TROUBLE_CATEGORIES[actor.device.deviceType]), false),
    get(
      'FixDateTimeList',
      () => ok<FixDateTime[]>(freeVisitSlots(supportTables(), sandboxNow())),
      false,
    ),
    get('List', (actor) =>
      ok<TroubleTicket[]>(
        ticketsOf(supportTables(), ownerOf(actor))
          .map(toTicket)
          .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt)),
      ),
    ),
    get('Cancel', (actor, request) => {
      const id = queryText(request, 'id');
      const outcome = changeSupport((support) =>
        changeTicket(support, ownerOf(actor), id, (row) => {
          row.status = 'cancelled';
        }),
      );
      return reply(told(outcome, id, 'cancelled'));
    }),
    get('Modify', (actor, request) => {
      const change = {
        id: queryText(request, 'id'),
        contactName: queryText(request, 'contact_name'),
        contactPhone: queryText(request, 'contact_phone'),
        day: queryText(request, 'day'),
        period: queryText(request, 'period'),
        note: queryText(request, 'note'),
      };
      const now = sandboxNow();
      const outcome = changeSupport((support) =>
        modifyTicket(support, ownerOf(actor), change, now),
      );
      return reply(told(outcome, change.id, 'changed'));
    }),
    get('ModifyAnnonce', (actor, request) => {
      const at = sandboxNow().toISOString();
      return reply(
        changeSupport((support) =>
          changeTicket(support, ownerOf(actor), queryText(request, 'id'), (row) => {
            row.announcedAt = at;
          }),
        ),
      );
    }),
    post('Add', (actor, request) => file(actor, request, true)),
    post('AddMobileTrouble', (actor, request) => file(actor, request, false)),
  ];
}

/** Reports and tickets: file, list, change, cancel; the categories and free visit slots. */
export const troubleTicketHandlers: RequestHandler[] = onEveryPath(ticketRoutes);
