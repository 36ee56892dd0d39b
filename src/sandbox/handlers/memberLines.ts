import { http } from 'msw';
import type {
  AddDeviceReply,
  DssnCodeSent,
  LineBindStatus,
  LineKind,
  SalesEnquiry,
} from '../../api/memberArea';
import type { WebAuthStatus } from '../../api/types/member';
import { sandboxNow } from '../db/clock';
import { dateOf } from '../db/dates';
import { devicesOf, findDevice } from '../db/sessions';
import { db, mutate } from '../db/state';
import type { CustomerRow, SandboxDb } from '../db/types';
import {
  consumeProof,
  deviceTypeForKind,
  isLineKind,
  isSsn,
  issueProof,
  kindForNumber,
  MEMBER_AREA_MESSAGES as MESSAGES,
  maskedTarget,
  PROOF_TTL_MS,
  tables,
} from '../db/tables/memberAreaRules';
import { apiUrl, SANDBOX_MESSAGES, withCustomer } from './support';
import { jsonBody, ok, refuse, text } from './respond';

function bindStatusOf(customer: CustomerRow, database: SandboxDb = db()): LineBindStatus {
  const lines = tables(database).lineBinds.filter((row) => row.customerId === customer.id);
  return {
    pid: lines[0]?.pid ?? '',
    lines: lines.map(({ deviceNo, kind, boundAt }) => ({ deviceNo, kind, boundAt })),
  };
}

/** The holder's person id of a line the member may prove: one of theirs, or a spare line. */
function holderOf(customer: CustomerRow, deviceNo: string, kind: LineKind): string | null {
  const own = devicesOf(customer.id).find((row) => row.deviceNo === deviceNo);
  if (own) return own.deviceType === deviceTypeForKind(kind) ? customer.pid : null;
  const spare = tables().spareLines.find((row) => row.deviceNo === deviceNo);
  if (spare) return spare.deviceType === deviceTypeForKind(kind) ? spare.holderPid : null;
  return null;
}

function lineExists(customer: CustomerRow, deviceNo: string): boolean {
  return (
    devicesOf(customer.id).some((row) => row.deviceNo === deviceNo) ||
    tables().spareLines.some((row) => row.deviceNo === deviceNo)
  );
}

interface DssnRequest {
  step: number;
  kind: LineKind;
  deviceNo: string;
  ssn: string;
  code: string;
}

async function readDssn(request: Request): Promise<DssnRequest | null> {
  const body = await jsonBody(request);
  const kind = body?.type;
  if (!isLineKind(kind)) return null;
  return {
    step: typeof body?.step === 'number' ? body.step : 0,
    kind,
    deviceNo: text(body?.deviceno),
    ssn: (request.headers.get('ssn') ?? '').trim().toUpperCase(),
    code: (request.headers.get('code') ?? '').trim(),
  };
}

/** Refuses what cannot be proved before any code is sent or checked; null when all is well. */
function dssnRefusal(customer: CustomerRow, input: DssnRequest): string | null {
  if (!isSsn(input.ssn)) return MESSAGES.ssnInvalid;
  if (!lineExists(customer, input.deviceNo)) return MESSAGES.lineUnknown;
  const holder = holderOf(customer, input.deviceNo, input.kind);
  if (holder === null) return MESSAGES.lineKindMismatch;
  if (holder !== input.ssn) return MESSAGES.holderMismatch;
  const status = bindStatusOf(customer);
  if (status.pid !== '' && status.pid !== input.ssn) return MESSAGES.boundOther;
  if (status.lines.some((line) => line.deviceNo === input.deviceNo)) return MESSAGES.alreadyBound;
  return null;
}

function setDssn(customer: CustomerRow, input: DssnRequest) {
  const refusal = dssnRefusal(customer, input);
  if (refusal) return refuse(refusal);
  const proof = {
    purpose: 'bind' as const,
    customerId: customer.id,
    deviceNo: input.deviceNo,
    ssn: input.ssn,
  };
  if (input.step === 1) {
    mutate(issueProof({ ...proof, kind: input.kind }));
    return ok<DssnCodeSent>({
      sentTo: maskedTarget(input.deviceNo),
      expiresIn: PROOF_TTL_MS / 1000,
    });
  }
  if (input.step !== 2) return refuse(SANDBOX_MESSAGES.badRequest);
  const outcome = mutate((database): string | LineBindStatus => {
    const refused = consumeProof(database, proof, input.code);
    if (refused) return refused;
    tables(database).lineBinds.push({
      customerId: customer.id,
      pid: input.ssn,
      deviceNo: input.deviceNo,
      kind: input.kind,
      boundAt: sandboxNow().toISOString(),
    });
    return bindStatusOf(customer, database);
  });
  return typeof outcome === 'string' ? refuse(outcome) : ok<LineBindStatus>(outcome);
}

/** AddDevice: a spare line whose holder is the member; step 1 sends a code, step 2 adds it. */
async function addDevice(request: Request, customer: CustomerRow) {
  const deviceNo = (request.headers.get('deviceno') ?? '').trim();
  const body = await jsonBody(request);
  const pid = text(body?.pid).toUpperCase();
  const code = text(body?.code);
  const kind = kindForNumber(deviceNo);
  if (!kind) return refuse(MESSAGES.lineUnknown);
  if (!isSsn(pid)) return refuse(MESSAGES.ssnInvalid);
  if (devicesOf(customer.id).some((row) => row.deviceNo === deviceNo)) {
    return refuse(MESSAGES.alreadyInMenu);
  }
  const spare = tables().spareLines.find((row) => row.deviceNo === deviceNo);
  if (!spare) return refuse(MESSAGES.lineUnknown);
  if (spare.holderPid !== pid || customer.pid !== pid) return refuse(MESSAGES.holderMismatch);
  const proof = { purpose: 'add' as const, customerId: customer.id, deviceNo, ssn: pid };
  if (code === '') {
    mutate(issueProof({ ...proof, kind }));
    return ok<AddDeviceReply>({ step: 1, sentTo: maskedTarget(deviceNo) });
  }
  const refused = mutate((database): string | null => {
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
  return refused ? refuse(refused) : ok<AddDeviceReply>({ step: 2 });
}

/** RemoveDevice: the number leaves the menu (and becomes a spare line its holder may add back). */
function removeDevice(request: Request, customer: CustomerRow) {
  const deviceNo = (request.headers.get('deviceno') ?? '').trim();
  const own = devicesOf(customer.id);
  const row = own.find((candidate) => candidate.deviceNo === deviceNo);
  if (!row) return refuse(MESSAGES.notInMenu);
  if (own.length <= 1) return refuse(MESSAGES.lastDevice);
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
 * Real-name binding (SetDSSN in two steps with the ssn and code headers, DeleteDssn,
 * LineBindStatus), adding and removing numbers, cleaning the menu and sales-enquiry consent.
 */
export const memberLineHandlers = [
  http.get(
    apiUrl('CHTMember/WebAuthStatus'),
    withCustomer(({ customer }) => {
      const first = bindStatusOf(customer).lines[0];
      return ok<WebAuthStatus>(
        first ? { isAuthenticated: true, authType: first.kind } : { isAuthenticated: false },
      );
    }),
  ),
  http.get(
    apiUrl('CHTMember/LineBindStatus'),
    withCustomer(({ customer }) => ok<LineBindStatus>(bindStatusOf(customer))),
  ),
  http.post(
    apiUrl('CHTMember/SetDSSN'),
    withCustomer(async ({ request, customer }) => {
      const input = await readDssn(request);
      return input ? setDssn(customer, input) : refuse(MESSAGES.lineKindMismatch);
    }),
  ),
  http.post(
    apiUrl('CHTMember/DeleteDssn'),
    withCustomer(({ request, customer }) => {
      const deviceNo = (request.headers.get('deviceno') ?? '').trim();
      const status = mutate((database): LineBindStatus | null => {
        const area = tables(database);
        const before = area.lineBinds.length;
        area.lineBinds = area.lineBinds.filter(
          (row) => !(row.customerId === customer.id && row.deviceNo === deviceNo),
        );
        return area.lineBinds.length < before ? bindStatusOf(customer, database) : null;
      });
      return status ? ok<LineBindStatus>(status) : refuse(MESSAGES.notBound);
    }),
  ),
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
