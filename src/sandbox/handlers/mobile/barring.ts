import { http, type RequestHandler } from 'msw';
import type { BarringStatus } from '../../../api/device';
import { apiUrl } from '../support';
import { ok } from '../respond';
import { withLine, barringStep1, barringStep2 } from './shared';

export const barringHandlers: RequestHandler[] = [
  http.get(
    apiUrl('Device/BIBRStatus'),
    withLine(({ line }) => ok<BarringStatus>({ ...line.barring })),
  ),
  http.post(apiUrl('Device/BIBRApply'), barringStep1('apply')),
  http.post(apiUrl('Device/BIBRCancel'), barringStep1('cancel')),
  http.post(apiUrl('Device/BIBRApplyStep2'), barringStep2('apply')),
  http.post(apiUrl('Device/BIBRCancelStep2'), barringStep2('cancel')),
];
