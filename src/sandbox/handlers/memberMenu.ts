import { http } from 'msw';
import type { AddDeviceReply, SalesEnquiry } from '../../api/memberArea';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import type { Refused } from '../db/outcome';
import { devicesOf, findDevice } from '../db/sessions';
import { mutate } from '../db/state';
import type { CustomerRow } from '../db/types';
import {
  consumeProof,
  isSsn,
  issueProof,
  kindForNumber,
  maskedTarget,
  memberRefusal,
  tables,
} from '../db/tables/memberAreaRules';
import { apiUrl, SANDBOX_MESSAGES, withCustomer } from './support';
import { jsonBody, ok, refuse, reply, text } from './respond';

/** AddDevice: a spare line whose holder is the member; step 1 sends a code, step 2 adds it. */
async function addDevice(request: Request, customer: CustomerRow) {
  const deviceNo = (request.headers.get('deviceno') ?? '').trim();
  const body = await jsonBody(request);
  const pid = text(body?.pid).toUpperCase();
  const code = text(body?.code);
  const kind = kindForNumber(deviceNo);
  if (!kind) return reply(memberRefusal('lineUnknown'));
  if (!isSsn(pid)) return reply(memberRefusal('ssnInvalid'));
  if (devicesOf(customer.id).some((row) => row.deviceNo === deviceNo)) {
    return reply(memberRefusal('alreadyInMenu'));
  }
  const spare = tables().spareLines.find((row) => row.deviceNo === deviceNo);
  if (!spare) return reply(memberRefusal('lineUnknown'));
  if (spare.holderPid !== pid || customer.pid !== pid) {
    return reply(memberRefusal('holderMismatch'));
  }
  const proof = { purpose: 'add' as const, customerId: customer.id, deviceNo, ssn: pid };
  if (code === '') {
    mutate(issueProof({ ...proof, kind }));
    return ok<AddDeviceReply>({ step: 1, sentTo: maskedTarget(deviceNo) });
  }
  const refused = mutate((database): Refused | null => {
    const problem = consumeProof(database, proof, code);
    if (problem) return problem;
    const area = tables(database);
    area.spareLines = area.spareLines.filter((row) => row.deviceNo !== deviceNo);
    const own = database.devices.filter((row) => row.customerId === customer.id);
    database.devices.push({
      deviceNo,
      customerId: customer.id,
      deviceType: spare.deviceType,
      alias: '',
      defaultAlias: spare.ratePlan,
      ratePlan: spare.ratePlan,
      monthlyFee: spare.monthlyFee,
      activatedOn: dateOf(sandboxNow()),
      index: Math.max(-1, ...own.map((row) => row.index)) + 1,
    });
    // The member's own order lists exactly their numbers; a new number starts a fresh order.
    database.deviceSettings.settings = database.deviceSettings.settings.filter(
      (row) => row.customerId !== customer.id,
    );
    return null;
  });
  return refused ? reply(refused) : ok<AddDeviceReply>({ step: 2 });
}

/** RemoveDevice: the number leaves the menu (and becomes a spare line its holder may add back). */
function removeDevice(request: Request, customer: CustomerRow) {
  const deviceNo = (request.headers.get('deviceno') ?? '').trim();
  const own = devicesOf(customer.id);
  const row = own.find((candidate) => candidate.deviceNo === deviceNo);
  if (!row) return reply(memberRefusal('notInMenu'));
  if (own.length <= 1) return reply(memberRefusal('lastDevice'));
  mutate((database) => {
    database.devices = database.devices.filter((candidate) => candidate.deviceNo !== deviceNo);
    database.deviceSettings.settings = database.deviceSettings.settings.filter(
      (candidate) => candidate.customerId !== customer.id,
    );
    const area = tables(database);
    area.spareLines.push({
      deviceNo,
      deviceType: row.deviceType,
      holderPid: customer.pid,
      ratePlan: row.ratePlan,
      monthlyFee: row.monthlyFee,
    });
    area.lineBinds = area.lineBinds.filter(
      (bind) => !(bind.customerId === customer.id && bind.deviceNo === deviceNo),
    );
    area.salesConsent = area.salesConsent.filter(
      (consent) => !(consent.customerId === customer.id && consent.deviceNo === deviceNo),
    );
  });
  return ok<null>(null);
}

function salesOf(customer: CustomerRow, deviceNo: string): SalesEnquiry {
  const row = tables().salesConsent.find(
    (candidate) => candidate.customerId === customer.id && candidate.deviceNo === deviceNo,
  );
  return { deviceNo, consent: row?.consent ?? false };
}

function ownNumber(request: Request, customer: CustomerRow): string | null {
  const deviceNo = (request.headers.get('deviceno') ?? '').trim();
  return findDevice(deviceNo)?.customerId === customer.id ? deviceNo : null;
}

/**
 * The member's numbers: adding one (AddDevice, a code to the number first), removing one,
 * cleaning the menu (CleanDeviceMenu: the member's own order, names and hidden flags go, the
 * carrier's come back) and sales-enquiry consent. Refusals carry the member-area codes.
 */
export const memberMenuHandlers = [
  http.post(
    apiUrl('CHTMember/AddDevice'),
    withCustomer(({ request, customer }) => addDevice(request, customer)),
  ),
  http.post(
    apiUrl('CHTMember/RemoveDevice'),
    withCustomer(({ request, customer }) => removeDevice(request, customer)),
  ),
  http.post(
    apiUrl('CHTMember/CleanDeviceMenu'),
    withCustomer(({ customer }) => {
      mutate((database) => {
        database.deviceSettings.settings = database.deviceSettings.settings.filter(
          (row) => row.customerId !== customer.id,
        );
      });
      return ok<null>(null);
    }),
  ),
  http.get(
    apiUrl('CHTMember/DisplaySalesEnquiry'),
    withCustomer(({ request, customer }) => {
      const deviceNo = ownNumber(request, customer);
      return deviceNo
        ? ok<SalesEnquiry>(salesOf(customer, deviceNo))
        : refuse(SANDBOX_MESSAGES.deviceRequired);
    }),
  ),
  http.post(
    apiUrl('CHTMember/SetDeviceSalesType'),
    withCustomer(({ request, customer }) => {
      const deviceNo = ownNumber(request, customer);
      const consent = request.headers.get('consent');
      if (!deviceNo) return refuse(SANDBOX_MESSAGES.deviceRequired);
      if (consent !== 'Y' && consent !== 'N') return refuse(SANDBOX_MESSAGES.badRequest);
      mutate((database) => {
        const area = tables(database);
        area.salesConsent = [
          ...area.salesConsent.filter(
            (row) => !(row.customerId === customer.id && row.deviceNo === deviceNo),
          ),
          { customerId: customer.id, deviceNo, consent: consent === 'Y' },
        ];
      });
      return ok<SalesEnquiry>(salesOf(customer, deviceNo));
    }),
  ),
];
