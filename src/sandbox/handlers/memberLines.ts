import { http } from 'msw';
import type { DssnCodeSent, LineBindStatus, LineKind } from '../../api/memberArea';
import type { WebAuthStatus } from '../../api/types/member';
import { sandboxNow } from '../db/clock';
import { devicesOf } from '../db/sessions';
import { db, mutate } from '../db/state';
import type { CustomerRow, SandboxDb } from '../db/types';
import { accepted, type Outcome } from '../db/outcome';
import {
  consumeProof,
  deviceTypeForKind,
  isLineKind,
  isSsn,
  issueProof,
  type MemberAreaMessageKey,
  maskedTarget,
  memberRefusal,
  PROOF_TTL_MS,
  tables,
} from '../db/tables/memberAreaRules';
import { apiUrl, SANDBOX_MESSAGES, withCustomer } from './support';
import { jsonBody, ok, refuse, reply, text } from './respond';

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
function dssnRefusal(customer: CustomerRow, input: DssnRequest): MemberAreaMessageKey | null {
  if (!isSsn(input.ssn)) return 'ssnInvalid';
  if (!lineExists(customer, input.deviceNo)) return 'lineUnknown';
  const holder = holderOf(customer, input.deviceNo, input.kind);
  if (holder === null) return 'lineKindMismatch';
  if (holder !== input.ssn) return 'holderMismatch';
  const status = bindStatusOf(customer);
  if (status.pid !== '' && status.pid !== input.ssn) return 'boundOther';
  if (status.lines.some((line) => line.deviceNo === input.deviceNo)) return 'alreadyBound';
  return null;
}

function setDssn(customer: CustomerRow, input: DssnRequest) {
  const refusal = dssnRefusal(customer, input);
  if (refusal) return reply(memberRefusal(refusal));
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
  const outcome = mutate((database): Outcome<LineBindStatus> => {
    const refused = consumeProof(database, proof, input.code);
    if (refused) return refused;
    tables(database).lineBinds.push({
      customerId: customer.id,
      pid: input.ssn,
      deviceNo: input.deviceNo,
      kind: input.kind,
      boundAt: sandboxNow().toISOString(),
    });
    return accepted(bindStatusOf(customer, database));
  });
  return reply<LineBindStatus>(outcome);
}

/**
 * Real-name binding: SetDSSN in two steps with the ssn and code headers, DeleteDssn,
 * LineBindStatus, WebAuthStatus. Refusals carry the member-area codes (memberRefusal).
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
      return input ? setDssn(customer, input) : reply(memberRefusal('lineKindMismatch'));
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
      return status ? ok<LineBindStatus>(status) : reply(memberRefusal('notBound'));
    }),
  ),
];
