import { http, type RequestHandler } from 'msw';
import type { TelSuspendStatus } from '../../../api/mobile';
import { apiUrl } from '../support';
import { ok } from '../respond';
import { withLine, suspendRoute, suspendStatusOf } from './shared';

export const suspendHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Mobile/TelSuspendStatus'),
    withLine(({ line, now }) => ok<TelSuspendStatus>(suspendStatusOf(line, now))),
  ),
  suspendRoute('TelOneWaySuspend'),
  suspendRoute('TelTwoWaySuspend'),
  suspendRoute('TelOneWayResume'),
  suspendRoute('TelTwoWayResume'),
];
