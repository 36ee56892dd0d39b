import type { RequestHandler } from 'msw';
import type {
  EramMessage,
  LineErrorExplanation,
  LineInfo,
  LineTestResult,
  TroubleAlert,
} from '../../../api/types/trouble';
import { billsOf, statusAt } from '../../db/bills';
import { sandboxNow } from '../../db/clock';
import { dateOf } from '../../db/dates';
import { db } from '../../db/state';
import { LINE_FAULTS } from '../../db/tables/support';
import {
  attachedNumbers,
  LINE_ERROR_TEXT,
  lineTest,
  outageOf,
} from '../../db/tables/supportTroubleRules';
import { ok } from '../respond';
import {
  changeSupport,
  onEveryPath,
  queryText,
  troubleRoutes,
  type Actor,
  type Variant,
} from './shared';

function logUse(name: string, actor: Actor, detail = ''): Response {
  const at = sandboxNow().toISOString();
  changeSupport((support) => {
    support.troubleLogs.push({ name, deviceNo: actor.device.deviceNo, detail, at });
    support.troubleLogs.splice(0, Math.max(0, support.troubleLogs.length - 50));
  });
  return ok<null>(null);
}

/** The number's oldest overdue bill, or null. */
function overdueBillOf(deviceNo: string): LineInfo['overdueBill'] {
  const today = dateOf(sandboxNow());
  const overdue = billsOf(deviceNo)
    .filter((bill) => statusAt(bill, today) === 'overdue')
    .at(-1);
  return overdue ? { amount: overdue.amount, dueDate: overdue.dueDate } : null;
}

function ownNumbers(actor: Actor): string[] {
  if (actor.kind !== 'member') return [];
  return db()
    .devices.filter((row) => row.customerId === actor.customer.id)
    .map((row) => row.deviceNo);
}

function lineRoutes(variant: Variant): RequestHandler[] {
  const { get, post } = troubleRoutes(variant);
  return [
    get(
      'FetchAttachedNos',
      (actor) => ok<string[]>(attachedNumbers(actor.device, ownNumbers(actor))),
      false,
    ),
    get(
      'Setting/GetTroubleAlert',
      (actor) => {
        const outage = outageOf(actor.device.deviceNo);
        return ok<TroubleAlert>(outage ? { show: true, message: outage.message } : { show: false });
      },
      false,
    ),
    get(
      'EramMsg',
      (actor) => ok<EramMessage>({ message: outageOf(actor.device.deviceNo)?.message ?? '' }),
      false,
    ),
    get('clickPay', (actor) => logUse('clickPay', actor), false),
    get('LogDN', (actor) => logUse('LogDN', actor), false),
    get(
      'logFunct',
      (actor, request) => logUse('logFunct', actor, queryText(request, 'funct')),
      false,
    ),
    post('ResetDeviceNo', () => ok<null>(null), false),
    post(
      'getLineInfo',
      (actor) =>
        ok<LineInfo>({
          lineNumber: actor.device.deviceNo,
          serviceType: actor.device.deviceType,
          buildingStatus: 'normal',
          overdueBill: overdueBillOf(actor.device.deviceNo),
        }),
      false,
    ),
    get(
      'TestPhoneNumberLine',
      (actor) => ok<LineTestResult>(lineTest(actor.device.deviceNo)),
      false,
    ),
    get('TestLineNumber', (actor) => ok<LineTestResult>(lineTest(actor.device.deviceNo)), false),
    get(
      'LineNumberErrorCode',
      (actor) => {
        const errorCode = LINE_FAULTS[actor.device.deviceNo] ?? '';
        return ok<LineErrorExplanation>({
          errorCode,
          description: LINE_ERROR_TEXT[errorCode] ?? '',
        });
      },
      false,
    ),
  ];
}

/** The line: outage notices, line tests, the number's details and the journey's usage logs. */
export const troubleLineHandlers: RequestHandler[] = onEveryPath(lineRoutes);
